import { describe, expect, it } from "vitest";
import {
  analyseQuestion,
  definitionSubject,
  keyOf,
  questionAnchors,
  questionType,
  type QuestionType,
} from "./question.ts";

describe("questionType", () => {
  /** Questions by the type they ask for: every type has its examples. */
  const examples: Record<QuestionType, string[]> = {
    quantity: [
      "How many layers does the encoder have?",
      "What learning rate was used for fine-tuning?",
      "What is the recommended dose of aspirin?",
      "Above which temperature does the enzyme denature?",
    ],
    person: ["Who proposed the theory of evolution?", "Which author first described the effect?"],
    date: ["When was the vaccine approved?", "In what year did the trial start?"],
    reason: ["Why does the model overfit on small data?"],
    method: ["How does the cache avoid stale entries?"],
    definition: [
      "What is photosynthesis?",
      "What does RLHF stand for?",
      "What is dropout in the regularisation chapter?",
      "What kind of enzymes are kinases?",
    ],
    naming: ["What is a chart with two axes called?", "What is mitosis also called?"],
    yesno: ["Does caffeine improve short-term memory?"],
    entity: ["Which optimiser did the authors use?", "What kind of tree does the index use?"],
    other: ["What happens to the loss when the batch grows?", "Where are the results stored?"],
  };
  const cases = Object.entries(examples).flatMap(([type, questions]) => questions.map((q) => [q, type] as const));
  it.each(cases)("%s → %s", (question, type) => {
    expect(questionType(question)).toBe(type);
  });

  it("reads what a which / how many question asks for", () => {
    expect(analyseQuestion("Which activation function does the network use?").asked).toBe("function");
    expect(analyseQuestion("What kind of kernel smooths the signal?").asked).toBe("kernel");
    expect(analyseQuestion("How many parameters does the large model have?").asked).toBe("parameters");
    expect(analyseQuestion("Does caffeine improve short-term memory?").asked).toBe("caffeine");
    expect(analyseQuestion("Do statins change the risk of stroke?").asked).toBe("statins");
  });
});

describe("definitionSubject", () => {
  it("takes the term of a short definition question, without where to look", () => {
    expect(definitionSubject("What is the coefficient of variation?")).toBe("coefficient of variation");
    expect(definitionSubject("What does DCN do, in short?")).toBe("DCN");
    expect(definitionSubject("What is LSTM in my notes?")).toBe("LSTM");
  });

  it("is null for a question about something particular", () => {
    expect(definitionSubject("What is the most common risk factor for developing asthma?")).toBeNull();
    expect(definitionSubject("What is the dataset that was used to train the model?")).toBeNull();
  });
});

describe("questionAnchors", () => {
  const texts = (q: string) => questionAnchors(q).map((a) => a.text);

  it("finds names, acronyms and figures, joining adjacent ones", () => {
    expect(texts("What BLEU score did the Transformer reach on WMT 2014?")).toEqual([
      "BLEU",
      "Transformer",
      "WMT 2014",
    ]);
    expect(texts("How many parameters does GPT-3 have?")).toEqual(["GPT-3"]);
    expect(texts("Which range defines stage 3 of the disease?")).toEqual(["stage 3"]);
  });

  it("ends a name at punctuation and at a possessive, and skips single letters", () => {
    expect(texts("What do Smith, Jones and Lee call it?")).toEqual(["Smith", "Jones", "Lee"]);
    expect(texts("Where did GPT-2's WebText come from?")).toEqual(["GPT-2", "WebText"]);
    expect(texts("What does G maximise instead of log(1 - D(G(z)))?")).toEqual([]);
  });

  it("marks a gloss in parentheses as an aside", () => {
    const anchors = questionAnchors("What perplexity did the pre-trained model (GPT) reach on BooksCorpus?");
    expect(anchors.map((a) => [a.text, a.aside])).toEqual([
      ["GPT", true],
      ["BooksCorpus", false],
    ]);
  });

  it("keys anchors the way documents are looked up", () => {
    expect(keyOf("GPT-2's")).toBe("gpt 2 s");
    expect(keyOf("Monsó 340M")).toBe("monso 340 m");
  });
});
