import { describe, expect, it } from "vitest";
import { createLocalExtractor, extractLocal } from "./local-extractor.ts";
import {
  conceptCategories,
  relationshipTypes,
  type ExtractedConcept,
  type Extraction,
  type HeadlineSpan,
} from "./types.ts";
import { normalizeConceptKey } from "./normalize.ts";

function concept(result: Extraction, phrase: string): ExtractedConcept {
  const key = normalizeConceptKey(phrase);
  const found = result.concepts.find((c) => c.key === key);
  if (!found) throw new Error(`no concept ${key}; got ${result.concepts.map((c) => c.key).join(", ")}`);
  return found;
}

function expectWellFormed(text: string, result: Extraction): void {
  const keys = new Set(result.concepts.map((c) => c.key));
  expect(keys.size).toBe(result.concepts.length);
  for (let i = 0; i < result.concepts.length; i++) {
    const c = result.concepts[i] as ExtractedConcept;
    expect(conceptCategories).toContain(c.category);
    expect(c.salience).toBeGreaterThanOrEqual(0);
    expect(c.salience).toBeLessThanOrEqual(1);
    if (i > 0) expect(c.salience).toBeLessThanOrEqual((result.concepts[i - 1] as ExtractedConcept).salience);
    expect(c.key).toBe(normalizeConceptKey(c.name));
    expect(c.mentions.length).toBeGreaterThan(0);
    for (let m = 0; m < c.mentions.length; m++) {
      const span = c.mentions[m] as { start: number; end: number };
      expect(span.start).toBeGreaterThanOrEqual(0);
      expect(span.end).toBeLessThanOrEqual(text.length);
      expect(span.end).toBeGreaterThan(span.start);
      if (m > 0) expect(span.start).toBeGreaterThanOrEqual((c.mentions[m - 1] as { start: number }).start);
      // Each mention is an exact slice of the text that is the concept or its acronym.
      const slice = text.slice(span.start, span.end);
      expect(normalizeConceptKey(slice) === c.key || slice.replace(/s$/, "") === c.acronym).toBe(true);
    }
    if (c.definitionSpan) expect(text.slice(c.definitionSpan.start, c.definitionSpan.end)).toBe(c.definition);
  }
  for (const r of result.relationships) {
    expect(keys.has(r.source)).toBe(true);
    expect(keys.has(r.target)).toBe(true);
    expect(r.source).not.toBe(r.target);
    expect(relationshipTypes).toContain(r.type);
    expect(r.strength).toBeGreaterThan(0);
    expect(r.strength).toBeLessThanOrEqual(1);
    expect(r.evidence.end).toBeGreaterThan(r.evidence.start);
    expect(r.evidence.end).toBeLessThanOrEqual(text.length);
  }
}

describe("local extractor: acronyms and mentions", () => {
  const text =
    "Large language models (LLMs) are trained on web text. Many LLMs rely on self-attention. " +
    "A large language model can also summarise documents, and the LLM may hallucinate.";
  const result = extractLocal(text, { maxConcepts: 20 });

  it("links an acronym to its long form", () => {
    const llm = concept(result, "large language model");
    expect(llm.acronym).toBe("LLM");
    expect(llm.aliases).toContain("LLM");
    expect(result.concepts.some((c) => c.key === "llm")).toBe(false);
  });

  it("keeps a participle the initials spell in the long form: the acronym names no broader thing", () => {
    const hmm = extractLocal(
      "We train a hidden Markov model (HMM). The HMM has states. Each HMM emits symbols. Markov models are simple.",
    );
    expect(hmm.concepts.find((c) => c.acronym === "HMM")?.key).toBe("hidden markov model");
    expect(hmm.concepts.find((c) => c.key === "markov model")?.aliases ?? []).not.toContain("HMM");
  });

  it("records every occurrence as an exact span: plural, case variants and acronym uses", () => {
    const llm = concept(result, "large language model");
    const surfaces = llm.mentions.map((m) => text.slice(m.start, m.end));
    expect(surfaces).toEqual(["Large language models", "LLMs", "LLMs", "large language model", "LLM"]);
    const attention = concept(result, "self-attention");
    expect(attention.mentions.map((m) => text.slice(m.start, m.end))).toEqual(["self-attention"]);
    expectWellFormed(text, result);
  });

  it("handles an acronym whose long form has inner function words", () => {
    const t = "Fodor defended the Language of Thought (LOT). According to LOT, thinking happens in a mental language.";
    const r = extractLocal(t, { maxConcepts: 20 });
    const lot = concept(r, "Language of Thought");
    expect(lot.acronym).toBe("LOT");
    expect(lot.mentions.map((m) => t.slice(m.start, m.end))).toEqual(["Language of Thought", "LOT", "LOT"]);
    expectWellFormed(t, r);
  });
});

describe("local extractor: definitions", () => {
  it("picks the defining sentence from the source, with its span", () => {
    const text =
      "Modern chatbots are popular. Self-attention is a mechanism that relates different positions of a single sequence. " +
      "Transformers use self-attention in every layer.";
    const result = extractLocal(text, { maxConcepts: 20 });
    const attention = concept(result, "self-attention");
    expect(attention.definition).toBe(
      "Self-attention is a mechanism that relates different positions of a single sequence.",
    );
    expect(attention.definitionSpan).not.toBeNull();
    expectWellFormed(text, result);
  });

  it("recognises 'refers to', 'defined as', 'we define X as' and bracketed acronyms", () => {
    const text =
      "Our group studies several ideas. Transfer learning refers to reusing a model trained on one task for another task. " +
      "We define semantic drift as the slow change of a word's meaning over time. " +
      "Retrieval-augmented generation (RAG) is the practice of adding retrieved passages to a prompt.";
    const result = extractLocal(text, { maxConcepts: 30 });
    expect(concept(result, "transfer learning").definition).toMatch(/^Transfer learning refers to/);
    expect(concept(result, "semantic drift").definition).toMatch(/^We define semantic drift as/);
    expect(concept(result, "retrieval-augmented generation").definition).toMatch(
      /^Retrieval-augmented generation \(RAG\) is the practice/,
    );
    expectWellFormed(text, result);
  });

  it("never gives a dictionary gloss: a definition is always a sentence of the text, with its span", () => {
    const text =
      "Plants capture light. Photosynthesis converts light energy into chemical energy in plants. " +
      "Quantum photosynthesis models study coherent energy transfer in plants.";
    const result = extractLocal(text, { maxConcepts: 30 });
    expect(concept(result, "photosynthesis").definition).toBeNull();
    for (const c of result.concepts) {
      if (c.definition !== null) expect(text.slice(c.definitionSpan!.start, c.definitionSpan!.end)).toBe(c.definition);
    }
    expectWellFormed(text, result);
  });

  it("does not attach a gloss of an unrelated sense", () => {
    const text =
      "Neural sequence models changed translation. Transformers process all tokens of a sentence in parallel and transformers scale well.";
    const result = extractLocal(text, { maxConcepts: 20 });
    expect(concept(result, "transformer").definition ?? "").not.toMatch(/electrical/i);
  });
});

describe("local extractor: categories", () => {
  const text =
    "Albert Einstein developed the theory of relativity while living in Berlin. " +
    "The gradient descent algorithm minimises a loss function step by step. " +
    "Game theory studies strategic interaction. Researchers at Stanford University met in Paris to discuss it.";
  const result = extractLocal(text, { maxConcepts: 40 });

  it("recognises a person, a place, an organisation, an algorithm and a theory", () => {
    expect(concept(result, "Albert Einstein").category).toBe("person");
    expect(concept(result, "Berlin").category).toBe("place");
    expect(concept(result, "Paris").category).toBe("place");
    expect(concept(result, "Stanford University").category).toBe("organization");
    expect(concept(result, "gradient descent algorithm").category).toBe("methodology");
    expect(concept(result, "game theory").category).toBe("theoretical");
    expectWellFormed(text, result);
  });

  it("keeps capitals for names and drops sentence-initial capitals of common nouns", () => {
    expect(concept(result, "Albert Einstein").name).toBe("Albert Einstein");
    expect(concept(result, "game theory").name).toBe("game theory");
  });

  it("recognises a person by a title and by a name pattern", () => {
    const t = "The study was led by Dr. Maria Keller. Later, Fred I. Dretske criticised the results of Garmin Fenix.";
    const r = extractLocal(t, { maxConcepts: 20 });
    expect(concept(r, "Maria Keller").category).toBe("person");
    expect(concept(r, "Fred I. Dretske").category).toBe("person");
    expect(concept(r, "Garmin Fenix").category).toBe("general"); // two unknown words are no evidence of a person
  });
});

describe("local extractor: relationships", () => {
  it("finds supports cues and stated contrasts (related, never contradicts), with the evidence sentence", () => {
    const text =
      "Batch normalization improves gradient descent in deep networks. " +
      "The steady state theory contradicts the big bang theory. " +
      "Unlike classical mechanics, quantum mechanics allows superposition.";
    const result = extractLocal(text, { maxConcepts: 30 });
    const supports = result.relationships.find((r) => r.type === "supports");
    expect(supports).toMatchObject({ source: "batch normalization", target: "gradient descent" });
    expect(text.slice(supports?.evidence.start, supports?.evidence.end)).toBe(
      "Batch normalization improves gradient descent in deep networks.",
    );
    expect(result.relationships.some((r) => r.type === "contradicts")).toBe(false);
    const stated = result.relationships.filter((r) => r.type === "related" && r.cooccurrences === undefined);
    expect(stated).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "steady state theory", target: "big bang theory" }),
        expect.objectContaining({ source: "quantum mechanics", target: "classical mechanics" }),
      ]),
    );
    expectWellFormed(text, result);
  });

  it("reads 'is a type of' as the broader concept and 'is based on' as support, in the right direction, and ignores negated cues", () => {
    const text =
      "A convolutional network is a type of neural network. Speech recognition is based on acoustic modelling. " +
      "Dropout does not improve transfer learning.";
    const result = extractLocal(text, { maxConcepts: 30 });
    expect(result.relationships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "related",
          source: "convolutional network",
          target: "neural network",
          label: "is a kind of",
          labelSubject: "convolutional network",
        }),
        expect.objectContaining({
          type: "supports",
          source: "acoustic modelling",
          target: "speech recognition",
          label: "is based on",
          labelSubject: "speech recognition",
        }),
      ]),
    );
    expect(result.relationships.some((r) => r.type === "supports" && r.source === "dropout")).toBe(false);
  });

  it("adds below the cut what a sentence relates to a concept that would stand alone, never an everyday word", () => {
    const text =
      "Forest biomass is the subject of this note. Forest biomass varies across the tropics. Forest biomass is " +
      "large. Canopy height is key. Canopy height varies. Canopy height is high.";
    const extraction = extractLocal(text, { maxConcepts: 2 });
    expect(extraction.concepts.map((c) => c.key)).toEqual(["forest biomass", "canopy height", "tropics"]);
    expect(extraction.relationships.map((r) => r.label)).toContain("varies across");
    const plain = extractLocal(text.replace("across the tropics", "with the surface"), { maxConcepts: 2 });
    expect(plain.concepts.map((c) => c.key)).toEqual(["forest biomass", "canopy height"]);
  });

  it("relates concepts that keep appearing together, and caps the graph", () => {
    const sentences: string[] = [];
    for (let i = 0; i < 30; i++) {
      sentences.push(`Protein folding was measured while molecular dynamics were simulated in experiment ${i}.`);
      sentences.push(`Quantum computing was discussed while error correction was tested in meeting ${i}.`);
      sentences.push(`Ocean acidification affects coral reefs in region ${i}.`);
    }
    const text = sentences.join(" ");
    const result = extractLocal(text);
    const related = result.relationships.filter((r) => r.type === "related");
    const pair = related.find((r) => [r.source, r.target].sort().join("|") === "molecular dynamics|protein folding");
    expect(pair?.strength).toBeGreaterThan(0.8);
    expect(pair?.cooccurrences).toBe(30);
    const cooccurring = result.relationships.filter((r) => r.cooccurrences !== undefined);
    expect(cooccurring.length).toBeLessThanOrEqual(Math.max(10, result.concepts.length * 2));
    // What the text states ("affects") is a stated relationship with its label, kept once per sentence up to a cap.
    const stated = result.relationships.filter((r) => r.label === "affects");
    expect(stated[0]).toMatchObject({
      source: "ocean acidification",
      target: "coral reef",
      labelSubject: "ocean acidification",
    });
    expect(stated.length).toBeLessThanOrEqual(10);
    expectWellFormed(text, result);
  });
});

describe("local extractor: robustness", () => {
  it("returns nothing for empty or whitespace input", () => {
    expect(extractLocal("")).toEqual({ concepts: [], relationships: [] });
    expect(extractLocal("   \n\t ")).toEqual({ concepts: [], relationships: [] });
  });

  it("copes with very short, odd and non-English input", () => {
    for (const text of [
      "AI",
      "?!",
      "42",
      "(",
      "LLM (",
      "-- - --",
      "Der schnelle braune Fuchs springt über den faulen Hund.",
      "東京は日本の首都です。",
      "🙂🙂🙂",
      "a\u0000b\uFFFDc",
      "x".repeat(5000),
    ]) {
      const result = extractLocal(text);
      expectWellFormed(text, result);
    }
  });

  it("processes a large document within the time budget and respects maxConcepts", async () => {
    const paragraph =
      "Graph neural networks learn node representations by message passing. Message passing aggregates features from neighbouring nodes. " +
      "Spectral methods rely on the graph Laplacian, while spatial methods operate on local neighbourhoods.\n\n";
    const text = paragraph.repeat(Math.ceil(300_000 / paragraph.length));
    const started = performance.now();
    const result = await createLocalExtractor().extract(text, { maxConcepts: 25 });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.concepts.length).toBeLessThanOrEqual(25);
    expect(concept(result, "message passing").mentions.length).toBeGreaterThan(1000);
    expectWellFormed(text, result);
  });
});

describe("local extractor: categories from what a concept is", () => {
  it("takes the head word, else what the defining sentence calls the concept, else general", () => {
    const text =
      "Bullet is an efficient data distribution system for large files. The gradient descent algorithm updates weights. " +
      "Game theory studies strategic interaction. A tokenizer splits text. Bullet and the tokenizer and game theory and " +
      "the gradient descent algorithm help hospital visitors, and hospital visitors like it.";
    const result = extractLocal(text, { maxConcepts: 30 });
    expect(concept(result, "Bullet").category).toBe("technical");
    expect(concept(result, "gradient descent algorithm").category).toBe("methodology");
    expect(concept(result, "game theory").category).toBe("theoretical");
    expect(concept(result, "tokenizer").category).toBe("technical");
    expect(concept(result, "hospital visitor").category).toBe("general");
  });

  it("names the methods, effects, quantities, materials and processes of every science", () => {
    const text =
      "Patients who had carpal tunnel surgery typed faster. The Stroop effect was smaller in the second session. " +
      "Raman spectroscopy tracked the surface temperature of the electrode. Dopamine release rose in the striatum. " +
      "Economic growth slowed as the healthy lifestyle of the patients changed. Carpal tunnel surgery, the Stroop " +
      "effect, Raman spectroscopy, surface temperature, dopamine, the striatum, economic growth, a healthy lifestyle.";
    const result = extractLocal(text, { maxConcepts: 40 });
    expect(concept(result, "carpal tunnel surgery").category).toBe("methodology");
    expect(concept(result, "Raman spectroscopy").category).toBe("methodology");
    expect(concept(result, "Stroop effect").category).toBe("theoretical");
    expect(concept(result, "economic growth").category).toBe("theoretical");
    expect(concept(result, "surface temperature").category).toBe("technical");
    expect(concept(result, "dopamine").category).toBe("technical");
    expect(concept(result, "striatum").category).toBe("technical");
    // A way of life is a quality, not a quantity a study measures; patients are people, not a named person.
    expect(concept(result, "healthy lifestyle").category).toBe("general");
    expect(concept(result, "patient").category).toBe("general");
  });

  it("makes a name a person only when the text uses it as one, never after an article", () => {
    const text =
      "We train with the Adam optimiser. The Adam update rescales each step, and Adam converges fast. " +
      "Darwin described natural selection. Darwin wrote to Wallace, and Darwin waited.";
    const result = extractLocal(text, { maxConcepts: 30 });
    expect(concept(result, "Adam").category).not.toBe("person");
    expect(concept(result, "Darwin").category).toBe("person");
  });

  it("takes the text's word for what a name is: the datasets a paper lists are technical, not people", () => {
    const text =
      "In the citation network datasets—Citeseer, Cora and Pubmed—nodes are documents. On Citeseer, Cora and " +
      "Pubmed the network reaches 70.3%, 81.5% and 79.0%. For Cora we keep the hyperparameters of Citeseer.";
    const result = extractLocal(text, { maxConcepts: 30 });
    for (const name of ["Citeseer", "Cora", "Pubmed"]) expect(concept(result, name).category).toBe("technical");
  });

  it("keeps an acronym with a year a concept, not a cited person", () => {
    const text =
      "Our model reaches 28.4 BLEU on the WMT 2014 translation task. On WMT 2014 it beats every ensemble, as WMT results show.";
    expect(concept(extractLocal(text, { maxConcepts: 20 }), "WMT").category).not.toBe("person");
  });
});

describe("modifiers and abbreviations are not concepts", () => {
  it("never makes an adjective used before other words a concept, which would swallow its compounds", () => {
    const text =
      "Deep Learning: A Comprehensive Overview\n\nDeep learning is a branch of machine learning. Deep networks learn " +
      "features, deep belief networks stack layers, and deep reinforcement learning acts. Deep learning models need data. " +
      "We study deep learning and deep networks, and deep learning techniques again.";
    const names = extractLocal(text).concepts.map((c) => c.key);
    expect(names).not.toContain("deep");
    expect(names).toContain("deep learning");
  });

  it("never makes a modifier that shares the next phrase's head a concept: 'party' in 'party and date hubs'", () => {
    const text =
      "Party hubs interact with most partners at once. Date hubs bind partners at different times. " +
      "We compared party and date hubs. Removal of party hubs does not affect connectivity, unlike date hubs.";
    const names = extractLocal(text).concepts.map((c) => c.key);
    expect(names).toContain("party hub");
    expect(names).not.toContain("party");
  });

  it("never makes a verb's -ing form a concept's first word when an adjective of its object follows", () => {
    const text =
      "Instead of building individual classifiers per ambiguous wordform, we introduce a lemma-based approach. " +
      "Individual classifiers are costly.";
    const names = extractLocal(text).concepts.map((c) => c.key);
    expect(names).not.toContain("building individual classifier");
    expect(names).toContain("classifier");
    // a verb seen only before its preposition ends no phrase: "forces arising from"
    const forces = extractLocal(
      "The number compares out-of-plane forces arising from in-plane flows to bending forces. " +
        "Out-of-plane forces arising from flow matter. Stresses arising from drag matter.",
    ).concepts.map((c) => c.key);
    expect(forces).not.toContain("out of plane force arising");
    expect(forces).toContain("out of plane force");
  });

  it("never makes the parts of a web address concepts", () => {
    const text =
      "The resources related to this article are at www.sciencemag.org. Gene networks regulate expression. " +
      "More is at www.sciencemag.org and at genome.org. Gene networks are studied widely.";
    const names = extractLocal(text).concepts.map((c) => c.key);
    for (const part of ["www", "sciencemag", "org", "genome"]) expect(names).not.toContain(part);
  });

  it("never makes a unit of measure or a date a concept, and keeps what numbers count", () => {
    const text =
      "Oil prices rose 2 percent on Monday. Crude oil gained 1.5 percent in March. Responses took 300 msec longer " +
      "for 20 patients and 450 msec for 30 patients. Trina Turk Trunk Show Friday opens. The Trina Turk Trunk Show sells dresses.";
    const names = extractLocal(text).concepts.map((c) => c.key);
    for (const junk of ["percent", "msec", "monday", "march", "trina turk trunk show friday"])
      expect(names).not.toContain(junk);
    expect(names).toContain("patient");
    expect(names).toContain("trina turk trunk show");
  });

  it("never makes a time said from the day of writing part of a concept", () => {
    const text =
      "Ouattara forces attacked Abidjan last night. The Royal Albert Hall concert last night sold out, and " +
      "the Royal Albert Hall concert series opens next week. Abidjan stayed calm last year.";
    const keys = extractLocal(text).concepts.map((c) => c.key);
    expect(keys.filter((k) => /\b(?:night|week|year)\b/.test(k))).toEqual([]);
    expect(keys).toContain("abidjan");
  });

  it("does not join 'a.k.a.' to the name it introduces", () => {
    const text =
      "We train the big model (a.k.a. Transformer-Big) for days. Transformer-Big is large. Transformer-Big wins.";
    const names = extractLocal(text).concepts.map((c) => c.name);
    expect(names.some((n) => /a\.k\.a/i.test(n))).toBe(false);
  });
});

describe("what a text is about", () => {
  it("never drops a common word that an author block caught as a name", () => {
    const text =
      "Deworming reduced school absenteeism. The deworming program treated pupils, and deworming was cheap. " +
      "Miguel and Kremer report that deworming raised school participation in treated schools.";
    const names = extractLocal(text, { authorWords: ["Deworming", "Miguel", "Kremer"] }).concepts.map((c) => c.name);
    expect(names.map((n) => n.toLowerCase())).toContain("deworming");
    expect(names).not.toContain("Miguel");
  });

  it("keeps a term the text defines, in the middle of the list, never above the subject", () => {
    const text = `Photosynthesis is the process by which plants convert light energy into chemical energy.
Chlorophyll absorbs light in the chloroplast. The Calvin cycle fixes carbon dioxide into sugars.

Cellular respiration releases the energy stored in sugars. Mitochondria carry out cellular respiration.`;
    const { concepts } = extractLocal(text);
    const names = concepts.map((c) => c.name.toLowerCase());
    const photosynthesis = concepts.find((c) => c.name.toLowerCase() === "photosynthesis");
    expect(photosynthesis?.definition).toContain("Photosynthesis is the process");
    const rank = names.indexOf("photosynthesis");
    expect(rank).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(Math.ceil(concepts.length / 2));
    expect(photosynthesis!.salience).toBeLessThan(1);
  });

  it("puts each of the author's keywords in the first quarter of the list, however rarely the text uses it", () => {
    const keywords = "Keywords: public opinion; motivated reasoning; backfire effect";
    const body = Array.from(
      { length: 12 },
      (_, i) =>
        `Study ${i + 1} measured counter-attitudinal information and its treatment effects on gun control attitudes, ` +
        `capital punishment beliefs and minimum wage support among survey respondents of the panel.`,
    ).join(" ");
    const text = `${keywords}\n\n${body} Scholars call the stubborn response motivated reasoning.`;
    const extract = (headline: HeadlineSpan[]) =>
      extractLocal(text, { headline }).concepts.map((c) => c.name.toLowerCase());
    const listed = extract([{ start: 0, end: keywords.length, weight: 1, keywords: true }]);
    const rank = listed.indexOf("motivated reasoning");
    expect(rank).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(Math.ceil(listed.length / 4) + 1);
    // The same span as a title's: its weight alone does not lift a phrase used once in the text.
    const unlisted = extract([{ start: 0, end: keywords.length, weight: 1 }]);
    expect(unlisted.indexOf("motivated reasoning")).not.toBe(rank);
  });

  it("keeps a property modifier the text repeats with one noun: poor countries, not the proposed method", () => {
    const text = [
      "Higher temperatures reduce economic growth in poor countries.",
      "In poor countries a warm year lowers agricultural output.",
      "The effect in poor countries is large, and poor countries also lose political stability.",
      "Rich countries show no such effect on growth.",
      "The proposed method estimates the effect. The proposed method uses panel data.",
      "We compare the proposed method with earlier work, and the proposed method is simpler.",
    ].join(" ");
    const names = extractLocal(text).concepts.map((c) => c.name);
    expect(names).toContain("poor countries");
    expect(names).not.toContain("proposed method");
  });

  it("keeps the capitals of a name no dictionary knows, also where a line's style would explain them", () => {
    const card =
      "Bruno Coutinho\nDirector of Innovation in Conservation Science Lab\n21 96844-4443\nbcoutinho@conservation.org";
    expect(extractLocal(card).concepts.map((c) => c.name)).toContain("Bruno Coutinho");
  });

  it("writes a heading set in capitals in the text's own case", () => {
    const text = [
      "SPAWNING AGGREGATIONS OF QUEEN CONCH",
      "",
      "Conch gather to spawn in summer, and divers find the spawning conch in aggregations on sand.",
      "SPAWNING AGGREGATIONS are counted by CITES inspectors. CITES lists the queen conch.",
      "The queen conch fishery closes while SPAWNING AGGREGATIONS form, as CITES advises.",
    ].join("\n");
    const names = extractLocal(text).concepts.map((c) => c.name);
    expect(names).toContain("aggregations");
    expect(names).not.toContain("AGGREGATIONS");
    const agency = "NASA launched the probe. NASA engineers built the probe, and NASA runs the probe from Houston.";
    expect(extractLocal(agency).concepts.map((c) => c.name)).toContain("NASA");
  });

  it("names a person without the description before the name", () => {
    const text =
      "Canadian pop star Michael Buble married Argentine TV actress Luisana Lopilato in Buenos Aires. " +
      "Michael Buble and Luisana Lopilato plan a second ceremony. Lopilato made her name in sitcoms.";
    const names = extractLocal(text).concepts.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Michael Buble", "Luisana Lopilato"]));
    expect(names.filter((n) => /star|actress/.test(n))).toEqual([]);
  });

  it("makes a name with a number one concept, but never a numbered part of the document", () => {
    const text = [
      "In 2008 the Central Bank published Resolution 3545, which restricted rural credit in the Amazon biome.",
      "Resolution 3545 required proof of environmental compliance, as Table 1 shows.",
      "Municipalities where Resolution 3545 bound lost credit, and Table 1 and Table 2 give the loans by year.",
      "Study 1 and Study 2 measured deforestation; Study 1 used satellite data from Kunda 1990 and Kunda 1990.",
    ].join(" ");
    const names = extractLocal(text).concepts.map((c) => c.name);
    expect(names).toContain("Resolution 3545");
    expect(names.filter((n) => /\d/.test(n))).toEqual(["Resolution 3545"]);
  });

  it("counts a word's uses inside phrases, so the topic word of many phrases ranks with them", () => {
    const text = [
      "Neurons of the visual cortex respond to edges.",
      "The primary visual cortex of the cat and the rat visual cortex differ in their maps.",
      "Orientation maps of the cat visual cortex are smooth; in the rat visual cortex they are salt and pepper.",
      "Layer 4 of the cortex receives the input of the thalamus, and the cortex sends it on to higher areas.",
      "Calcium imaging records the cortex cell by cell.",
    ].join(" ");
    const names = extractLocal(text).concepts.map((c) => c.name.toLowerCase());
    expect(names.slice(0, 3)).toContain("cortex");
  });
});
