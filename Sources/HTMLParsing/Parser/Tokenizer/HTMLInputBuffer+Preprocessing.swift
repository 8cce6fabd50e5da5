extension HTMLInputBuffer {
  /// The input with its newlines normalized: every CR LF pair and every lone CR becomes one LF.
  /// Returns the buffer itself (no copy) when it has no CR. The tokenizer does this as it reads
  /// instead (see ``HTMLTokenizer``); tests compare its tokens with those of this buffer.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
  func normalizingNewlines() -> HTMLInputBuffer {
    let bytes = self.bytes
    var firstCarriageReturn = 0
    while firstCarriageReturn < bytes.count && bytes[firstCarriageReturn] != 0x0D {
      firstCarriageReturn += 1
    }
    guard firstCarriageReturn < bytes.count else { return self }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(bytes.count)
    normalized.append(contentsOf: bytes[..<firstCarriageReturn])
    var position = firstCarriageReturn
    while position < bytes.count {
      // Copy up to the next CR in one go.
      let start = position
      while position < bytes.count && bytes[position] != 0x0D { position += 1 }
      normalized.append(contentsOf: bytes[start..<position])
      guard position < bytes.count else { break }
      normalized.append(0x0A)
      position += 1
      if position < bytes.count && bytes[position] == 0x0A { position += 1 }
    }
    return HTMLInputBuffer(normalized)
  }
}
