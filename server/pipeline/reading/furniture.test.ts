import { describe, expect, it } from "vitest";
import { isCoverPage, isFurnitureLine, isKicker } from "./furniture.ts";

describe("a journal's furniture", () => {
  it.each([
    "Vol 445 | 25 January 2007 | doi:10.1038/nature05464",
    "Proc. Natl. Acad. Sci. USA Vol. 91, pp. 10747-10751, October 1994",
    "©2007 Nature Publishing Group",
    "Downloaded from www.sciencemag.org on May 7, 2008",
    "19432 www.pnas.org cgi doi 10.1073 pnas.0709013104",
    "Contents lists available at ScienceDirect",
    "journal homepage: www.elsevier.com/locate/envint",
    "1 3 A p r i l 2 0 1 7 | V O L 5 4 4 | N A T U R E",
    "[Crossref]",
    "Science (print ISSN 0036-8075; online ISSN 1095-9203) is published weekly, except the last week in December, by the American Association for the Advancement of Science, 1200 New York Avenue NW, Washington, DC 20005. Copyright 2007 by the American Association for the Advancement of Science; all rights reserved.",
  ])("is told by its shape: %s", (line) => {
    expect(isFurnitureLine(line)).toBe(true);
  });

  it.each([
    "We downloaded the expression data from www.ncbi.nlm.nih.gov and normalised it with the protocol described in the supplementary material of the original study.",
    "The mixture was incubated for 2 h at 37 °C.",
    "Rural credit fell by 2.7 billion reais in 2009.",
    "Measuring Adaptive Control in Conflict Tasks",
  ])("leaves the article's text alone: %s", (line) => {
    expect(isFurnitureLine(line)).toBe(false);
  });

  it("knows a label above a title only in capitals and short", () => {
    expect(isKicker("LETTERS")).toBe(true);
    expect(isKicker("RESEARCH ARTICLE")).toBe(true);
    expect(isKicker("Letters")).toBe(false);
    expect(isKicker("THE EFFECT OF RURAL CREDIT ON DEFORESTATION")).toBe(false);
  });

  it("knows a publisher's cover page from an article's first page", () => {
    const cover = [
      "Cognitive Illusions of Authorship Reveal Hierarchical Error Detection",
      "This copy is for your personal, non-commercial use only.",
      "The following resources related to this article are available online at",
      "http://www.sciencemag.org/content/330/6004/683.full.html",
      "http://www.sciencemag.org/content/suppl/2010/10/28/330.6004.683.DC2.html",
      "Permission to republish or repurpose articles or portions of articles",
    ].map((text) => ({ text }));
    const article = [
      "Measuring Adaptive Control in Conflict Tasks",
      "The past two decades have witnessed an explosion of interest in the cognitive",
      "and neural mechanisms of adaptive control processes that operate in selective",
      "attention tasks. This has spawned not only a large empirical literature and several",
      "theories but also the recurring identification of potential confounds.",
      "Trends in Cognitive Sciences, 2019, doi:10.1016/j.tics.2019.07.002",
    ].map((text) => ({ text }));
    expect(isCoverPage(cover)).toBe(true);
    expect(isCoverPage(article)).toBe(false);
  });
});
