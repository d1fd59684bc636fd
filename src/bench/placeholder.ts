// placeholder so the bench project compiles until a benchmark exists.
export {};
