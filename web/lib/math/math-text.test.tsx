import { render, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { TextWithMath } from "./math-text.tsx";
import { loadKatex } from "./render-tex.ts";

/** What a reader sees: the text without KaTeX's MathML copy (which keeps the TeX for screen readers). */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(".katex-mathml").forEach((node) => node.remove());
  return copy.textContent ?? "";
}

describe("TextWithMath before KaTeX has loaded", () => {
  it("shows the TeX as written, then loads KaTeX and typesets it", async () => {
    const { container } = render(<TextWithMath text="mass $M_{\odot}$" />);
    expect(container.textContent).toBe("mass $M_{\\odot}$");
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(visibleText(container)).not.toContain("\\odot");
  });
});

describe("TextWithMath", () => {
  beforeAll(() => loadKatex());

  it("typesets inline mathematics with KaTeX and shows no TeX", () => {
    const { container } = render(<TextWithMath text="a remnant of $22.2-24.3 M_{\odot}$ remains" />);
    expect(container.querySelector(".katex")).not.toBeNull();
    expect(container.querySelector(".katex-display")).toBeNull();
    expect(container.querySelector("math")).not.toBeNull();
    const seen = visibleText(container);
    expect(seen).toMatch(/^a remnant of .*⊙.* remains$/);
    expect(seen).not.toContain("\\odot");
    expect(seen).not.toContain("$");
  });

  it("sets $$...$$ and \\[...\\] apart, and \\(...\\) in the line", () => {
    const { container } = render(<TextWithMath text="$$E=mc^2$$ then \[a\] and \(b\)" />);
    expect(container.querySelectorAll(".katex-display")).toHaveLength(2);
    expect(container.querySelectorAll(".katex")).toHaveLength(3);
  });

  it("leaves prices as text", () => {
    const { container } = render(<TextWithMath text="Prices are $5 and $10 today." />);
    expect(container.querySelector(".katex")).toBeNull();
    expect(container.textContent).toBe("Prices are $5 and $10 today.");
  });

  it("shows a formula KaTeX cannot read as the text writes it, without throwing", () => {
    const { container } = render(<TextWithMath text="broken $\frac{1}{$ and \notacommand{x}, fine $y$" />);
    expect(container.querySelectorAll(".katex")).toHaveLength(1);
    expect(visibleText(container)).toMatch(/^broken \$\\frac\{1\}\{\$ and \\notacommand\{x\}, fine y$/);
  });

  it("never turns the text's HTML or links into elements", () => {
    const { container } = render(<TextWithMath text="$<b>x</b>$ and $\href{javascript:alert(1)}{y}$" />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    const attributes = [...container.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => a.value));
    expect(attributes.some((value) => value.includes("javascript:"))).toBe(false);
    expect(visibleText(container)).not.toContain("alert");
  });
});
