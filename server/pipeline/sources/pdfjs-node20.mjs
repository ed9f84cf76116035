// pdf.js draws embedded fonts with ArrayBuffer.prototype.transferToFixedLength, which Node.js has from version 21 on;
// on Node 20 every page with a font fails to draw (a blank image for OCR). The same copy, for older runtimes.
if (typeof ArrayBuffer.prototype.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value(length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
