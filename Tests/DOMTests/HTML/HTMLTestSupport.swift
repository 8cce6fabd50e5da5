import DOM
import Testing

/// The HTML void elements (no end tag).
private let voidElements: Set<String> = [
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
  "wbr",
]

/// Appends nodes built from a small, well-formed subset of HTML markup (start and end tags,
/// quoted, unquoted and bare attributes, void elements, text) to `parent`, the way a parser
/// does: without mutation notifications.
func appendMarkup(_ markup: String, to parent: Node) {
  let document = parent.nodeDocument
  let bytes = Array(markup.utf8)
  var stack: [Node] = [parent]
  var index = 0
  func current() -> Node { stack[stack.count - 1] }
  func readName() -> String {
    let start = index
    while index < bytes.count, !" \t\n/>=".utf8.contains(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
  }
  func skipSpaces() {
    while index < bytes.count, " \t\n".utf8.contains(bytes[index]) { index += 1 }
  }
  while index < bytes.count {
    if bytes[index] == UInt8(ascii: "<") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
        index += 1
        let name = readName()
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index += 1
        while stack.count > 1 {
          let popped = stack.removeLast()
          if (popped as? Element)?.localName == name { break }
        }
        continue
      }
      let name = readName()
      let element = document.createElement(
        name: document.internName(namespace: .html, localName: name))
      var selfClosing = false
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        skipSpaces()
        if bytes[index] == UInt8(ascii: "/") {
          selfClosing = true
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: ">") { break }
        let attribute = readName()
        var value = ""
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
          index += 1
          skipSpaces()
          if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            value = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
          } else {
            let start = index
            while index < bytes.count, !" \t\n>".utf8.contains(bytes[index]) { index += 1 }
            value = String(decoding: bytes[start..<index], as: UTF8.self)
          }
        }
        element.appendAttributeForParser(
          name: document.internName(namespace: nil, localName: attribute), value: value)
      }
      index += 1
      current().appendChildForParser(element)
      if !selfClosing && !voidElements.contains(name) { stack.append(element) }
    } else {
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      current().appendChildForParser(document.createTextNode(text))
    }
  }
}

/// An HTML document at `url` whose body holds `markup`.
func makeDocument(body markup: String, url: String = "https://example.com/dir/page.html")
  -> Document
{
  let document = makeHTMLDocument()
  document.url = url
  if let body = document.body { appendMarkup(markup, to: body) }
  return document
}

extension Document {
  /// The element with ID `id`; the test fails when there is none.
  func element(
    _ id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Element {
    try #require(getElementById(id), "no element #\(id)", sourceLocation: sourceLocation)
  }
}

extension Element {
  /// The `input` view; the test fails when this is not an input.
  var input: HTMLInputElement {
    get throws { try #require(HTMLInputElement(self)) }
  }
}

/// Records the types (and targets' ids) of events at a target.
final class EventLog {
  var entries: [String] = []

  /// Logs `type` events at `target` as `type@id`.
  func listen(_ types: [String], on target: EventTarget, capture: Bool = false) {
    for type in types {
      target.addEventListener(
        type,
        EventListener { [unowned self] event in
          let id = (event.currentTarget as? Element)?.id ?? "doc"
          entries.append("\(event.type)@\(id)")
        }, capture: capture)
    }
  }
}
