/// The `innerText`/`outerText` setters' conversion of a string into nodes.
enum RenderedTextFragment {
  /// A fragment holding `input` as text nodes, with a `br` element for each line break
  /// (LF, CR or CRLF).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-fragment
  static func make(_ input: String, document: Document) -> DocumentFragment {
    // 1. A new fragment in `document`.
    let fragment = document.createDocumentFragment()
    let scalars = Array(input.unicodeScalars)
    // 2–3. A position and a text buffer.
    var position = 0
    // 4. While the position is not past the end:
    while position < scalars.count {
      // 4.1. Collect code points other than LF and CR.
      var text = String.UnicodeScalarView()
      while position < scalars.count, scalars[position] != "\n", scalars[position] != "\r" {
        text.append(scalars[position])
        position += 1
      }
      // 4.2. Append a text node when the text is not empty.
      if !text.isEmpty {
        fragment.insert(document.createTextNode(String(text)), before: nil)
      }
      // 4.3. Each LF, CR or CRLF becomes a `br`.
      while position < scalars.count, scalars[position] == "\n" || scalars[position] == "\r" {
        if scalars[position] == "\r", position + 1 < scalars.count, scalars[position + 1] == "\n" {
          position += 1
        }
        position += 1
        let br = document.createElement(
          name: document.internName(namespace: .html, localName: "br"))
        fragment.insert(br, before: nil)
      }
    }
    // 5. Return the fragment.
    return fragment
  }
}
