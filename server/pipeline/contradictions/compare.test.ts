import { describe, expect, it } from "vitest";
import { readClaim } from "./claim-text.ts";
import { alignedCandidate, claimTerms, compareClaims, type ClaimForComparison } from "./compare.ts";
import { authorNames } from "./referents.ts";

const claim = (text: string, documentNames: string[] = ["Notes"], headings: string[] = []): ClaimForComparison => ({
  claim: readClaim(text),
  headings,
  documentNames,
});
const judge = (a: ClaimForComparison, b: ClaimForComparison) => compareClaims(a, b);

describe("compareClaims: the same subject with incompatible values", () => {
  it.each([
    // kind, first (with its document's names), second (with its document's names)
    [
      "figure",
      claim("After cleanup the dataset contains 2.3M training images and 19k validation images.", [
        "Let there be Color!: Joint End-to-end Learning of Global and Local Image Priors",
      ]),
      claim(
        "In the Let there be Color paper, after cleanup the dataset contains 2.3M training images and 57k validation images.",
        ["YOLO9000"],
      ),
    ],
    [
      "figure",
      // R² read from a PDF as "R", written in a note as "R2"
      claim("The regression reached an R of 0.58 on the held-out hospitals.", ["Forecasting bed need"]),
      claim("In the bed need paper, the regression reached an R2 of 0.71 on the held-out hospitals."),
    ],
    [
      "count",
      claim("Training time was 5 days on a Titan X.", ["Stacked Hourglass Networks for Human Pose Estimation"]),
      claim("In the Stacked Hourglass Networks paper, training time was 10 days on a Titan X.", [
        "Convolutional Pose Machines",
      ]),
    ],
    [
      "negation",
      claim("Hindsight Experience Replay (HER) is a sample efficient technique to learn from sparse rewards."),
      claim("Hindsight Experience Replay (HER) is not a sample efficient technique to learn from sparse rewards."),
    ],
    [
      "antonym",
      claim("Sensitivity analyses showed both frameworks were robust to the risk of bias."),
      claim("Sensitivity analyses showed both frameworks were unrobust to the risk of bias."),
    ],
    [
      "antonym",
      claim("Exercise increases cancer mortality rates among Chinese citizens."),
      claim("Exercise reduces cancer mortality rates among Chinese citizens."),
    ],
    [
      "antonym",
      claim("Parametric models require more computation than sampling from a replay buffer."),
      claim("Parametric models require less computation than sampling from a replay buffer."),
    ],
    [
      "comparison",
      claim("In Go, MuZero slightly outperforms AlphaZero despite doing fewer computations per node."),
      claim("In Go, AlphaZero slightly outperforms MuZero despite doing fewer computations per node."),
    ],
    [
      "comparison",
      claim("At conv5 they are beaten by supervised learning by 12 points (50.5 vs 38.2).", ["Deep Clustering"]),
      claim(
        "In the Deep Clustering paper, at conv5 they are beaten by supervised learning by 12 points (38.2 vs 50.5).",
        ["Other"],
      ),
    ],
    [
      "exclusive",
      claim("BERT is pre-trained on BooksCorpus and English Wikipedia."),
      claim("BERT is pre-trained only on English Wikipedia."),
    ],
    [
      "negation",
      claim("Including pharmacists in rounding teams does not alter the incidence of adverse drug events."),
      claim("Including pharmacists in rounding teams reduces the incidence of adverse drug events."),
    ],
  ])("flags a %s", (kind, a, b) => {
    const verdict = judge(a, b);
    expect(verdict).toMatchObject({ kind });
    expect(verdict!.reason.length).toBeGreaterThan(20);
    expect(verdict!.confidence).toBeGreaterThan(0.5);
    expect(["high", "medium"]).toContain(verdict!.severity);
  });

  it("finds the clashes of the real papers users upload (figure of a named model, a use denied)", () => {
    expect(
      judge(
        claim("BERT-base has 340 million parameters."),
        claim("By contrast, BERTBASE contains 110M parameters and BERTLARGE contains 340M parameters.", [
          "BERT: Pre-training of Deep Bidirectional Transformers",
        ]),
      ),
    ).toMatchObject({ kind: "figure", reason: expect.stringContaining("340 million") });
    expect(
      judge(
        claim("The GAN paper used Markov chains."),
        claim(
          "There is no need for any Markov chains or unrolled approximate inference networks during either training or generation of samples.",
          ["Generative Adversarial Nets"],
        ),
      ),
    ).toMatchObject({ kind: "negation" });
    expect(
      judge(
        claim("The Transformer uses recurrence and convolutions."),
        claim(
          "We propose the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely.",
          ["Attention Is All You Need"],
        ),
      ),
    ).toMatchObject({ kind: "negation" });
  });

  it.each([
    [
      "a restatement with shorthand",
      claim("They train on a dataset of 126M images with Exif geolocation information.", [
        "PlaNet - Photo Geolocation",
      ]),
      claim("PlaNet: trains on a data set of 126M imgs w/ Exif geolocation information", ["Reading notes"], ["PlaNet"]),
    ],
    [
      "the same figures, rounded and spelled out",
      claim("They use a replay memory of 1 million frames."),
      claim("The replay memory holds about one million frames."),
    ],
    [
      "a paraphrase with the same numbers",
      claim("They use a total of 24 convolutional layers and 2 fully connected layers.", ["You Only Look Once"]),
      claim(
        "You Only Look Once: uses a total of 24 conv layers & 2 FC layers",
        ["Reading notes"],
        ["You Only Look Once"],
      ),
    ],
    [
      "different subjects",
      claim("Egr2 regulates the homeostasis of B and T cells."),
      claim("Egr3 regulates the homeostasis of B and T cells."),
    ],
    [
      "different objects",
      claim("Pioglitazone use is not associated with an increased risk of prostate cancer."),
      claim("Pioglitazone use is significantly associated with an increased risk of pancreatic cancer."),
    ],
    [
      "a verb that only looks like a negated word",
      claim("Pension funds invest in bonds during recessions."),
      claim("Pension funds vest in bonds during recessions."),
    ],
    [
      "a negation and an opposite word together",
      claim("Aspirin does not increase bleeding risk in adults."),
      claim("Aspirin reduces bleeding risk in adults."),
    ],
    [
      "figures of two different works",
      claim("They train for 5 days on a Titan X.", ["Stacked Hourglass Networks"]),
      claim("They train for 2 days on a Titan X.", ["Convolutional Pose Machines"]),
    ],
    [
      "a claim framed on another work",
      claim("In the YOLO paper, the network has 24 layers.", ["Notes"]),
      claim("The network has 19 layers.", ["SSD: Single Shot MultiBox Detector"]),
    ],
    [
      "section numbers and citations",
      claim("The model is described in Section 3.2 [12]."),
      claim("The model is described in Section 2 [4]."),
    ],
    [
      "headings shared by two notes on different papers",
      claim("They use Adam with momentum 0.9.", ["Paper A"], ["Rough chapter-wise notes"]),
      claim("They use Adam with momentum 0.5.", ["Paper B"], ["Rough chapter-wise notes"]),
    ],
  ])("does not flag %s", (_name, a, b) => {
    expect(judge(a, b)).toBeNull();
  });

  it("binds claims about 'their' work to their document, and a note's frame to the work it names", () => {
    const original = claim("Their model, no frontalization, no 2d alignment: 87.9% mean accuracy.", [
      "DeepFace: Closing the Gap to Human-Level Performance in Face Verification",
    ]);
    expect(
      judge(
        original,
        claim("In the DeepFace paper, their model, no frontalization, no 2d alignment: 74.9% mean accuracy.", [
          "Some other paper",
        ]),
      ),
    ).toMatchObject({ kind: "figure" });
    expect(
      judge(
        original,
        claim("Their model, no frontalization, no 2d alignment: 74.9% mean accuracy.", ["Some other paper"]),
      ),
    ).toBeNull();
  });
});

describe("compareClaims: a note that cites a paper by its authors", () => {
  const paper = (text: string) =>
    claim(text, [
      "Scenario analysis for an outbreak on a campus",
      ...authorNames(["John", "Patakya", "Sell", "Medicine"]),
    ]);

  it("compares 'Pataky et al. found that ...', 'According to Sell (2024), ...' with the paper they name", () => {
    expect(
      judge(
        paper("We used 200,000 Monte Carlo cycles, half of which were for burn-in."),
        claim("Pataky et al. found that they used 150,000 Monte Carlo cycles, half of which were for burn-in.", []),
      ),
    ).toMatchObject({ kind: "count" });
    expect(
      judge(
        paper("Sensitivity analyses showed that the Bayesian estimates were sensitive to the tested priors."),
        claim(
          "According to Sell (2024), sensitivity analyses showed that the Bayesian estimates were not sensitive to the tested priors.",
        ),
      ),
    ).toMatchObject({ kind: "negation" });
    expect(
      judge(
        paper("Children all over the world learn language in very different contexts."),
        claim(
          "Sell et al. (2024) write: “Children all over the world do not learn language in very different contexts.”",
        ),
      ),
    ).toMatchObject({ kind: "negation" });
  });

  it("meets a single author named before a reporting verb ('Huang reports that ...')", () => {
    const huang = (text: string) => claim(text, ["Blood lead and blood pressure", ...authorNames(["Ziyao", "Huang"])]);
    expect(
      judge(
        huang("A half-life of blood lead is about a month, while bone lead is more than 10 years old."),
        claim(
          "Huang reports that a half-life of blood lead is about a month, while bone lead is less than 10 years old.",
          [],
        ),
      ),
    ).toMatchObject({ kind: "antonym" });
  });

  it("flags a condition turned around: 'despite frequent exchange' against 'not ... when exchange is frequent'", () => {
    expect(
      judge(
        paper(
          "We show that the dominant polymorphic determinants will be in linkage disequilibrium, despite frequent genetic exchange.",
        ),
        claim(
          "Pataky et al. show that the dominant polymorphic determinants will not be in linkage disequilibrium when genetic exchange is frequent.",
          ["Reading notes"],
        ),
      ),
    ).toMatchObject({ kind: "negation" });
  });

  it("reads an aside in brackets on one side as detail, not as another claim", () => {
    expect(
      judge(
        paper(
          "When we examined the all-cause mortality of enforcers (defined by either total career fights or mean penalty minutes), there was no difference in mortality rates between enforcers and controls.",
        ),
        claim(
          "When Pataky et al. examined the all-cause mortality of enforcers, there was a difference in mortality rates between enforcers and controls.",
          ["Pataky et al. 2019: reading notes"],
        ),
      ),
    ).toMatchObject({ kind: "negation" });
    // A sentence set in brackets as a whole is a claim like any other, not an aside of itself.
    expect(
      judge(
        claim("(This holds if only the last fully connected layers are finetuned, not the convolutional layers.)"),
        claim("The classifier in Faster R-CNN consists of fully connected layers."),
      ),
    ).toBeNull();
  });

  it("keeps a citation of other authors away from the paper", () => {
    expect(
      judge(
        paper("We used 200,000 Monte Carlo cycles, half of which were for burn-in."),
        claim("Gupta et al. found that they used 150,000 Monte Carlo cycles, half of which were for burn-in.", []),
      ),
    ).toBeNull();
  });

  it("never takes an affiliation word of the author block for the work a note's title names", () => {
    expect(
      judge(
        paper("We used 200,000 Monte Carlo cycles, half of which were for burn-in."),
        claim("They used 150,000 Monte Carlo cycles, half of which were for burn-in.", ["Medicine"]),
      ),
    ).toBeNull();
  });

  it("reads 'We propose ...', 'Researchers found that ...' as a claim with a subject, not as a citation", () => {
    expect(readClaim("Researchers found that the sky is blue.").frame).toBeNull();
    expect(readClaim("We propose the Transformer, based solely on attention.").frame).toBeNull();
    expect(readClaim("Gee and Leith report that no differences existed.").frame).toMatchObject({
      name: "Gee and Leith",
      explicit: true,
    });
  });
});

describe("alignedCandidate", () => {
  it("accepts claims about one thing that the rules cannot judge, never unrelated ones", () => {
    const a = claim("The Golden Gate Bridge opened to traffic in the spring after construction ended.");
    expect(
      alignedCandidate(a, claim("The Golden Gate Bridge opened to traffic in the autumn after construction ended.")),
    ).toBeGreaterThan(0.7);
    expect(alignedCandidate(a, claim("Stock markets fell sharply on Monday after the announcement."))).toBeNull();
  });
});

describe("claimTerms", () => {
  it("indexes dictionary forms, figures and the parts of hyphenated names", () => {
    expect(claimTerms(readClaim("BERT-base has 340 million parameters."))).toEqual(
      expect.arrayContaining(["bert-base", "bert", "base", "parameter", "#340000000"]),
    );
  });
});

describe("compareClaims: statements about different things", () => {
  it("does not read 'only' against a whole clause of other words as one claim excluding the other", () => {
    expect(
      judge(
        claim("MRF-based style loss: Sample k x k patches from VGG representations of content image and style image."),
        claim(
          "Usually that input would only be the activations of a VGG-layer (for the synthesized image or the style source image).",
        ),
      ),
    ).toBeNull();
  });
});
