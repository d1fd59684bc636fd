// The languages every face speaks; each game's messages and the core's are written in both.
export type Lang = 'en' | 'it';
