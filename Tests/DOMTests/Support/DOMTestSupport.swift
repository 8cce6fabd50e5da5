import DOM
import Testing

/// The name of the `DOMException` that `body` throws, or `nil` when it returns normally.
/// Any other error is reported as an issue and returns `nil`.
func domErrorName(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> DOMException.Name? {
  do {
    try body()
    return nil
  } catch let error as DOMException {
    return error.name
  } catch {
    Issue.record("not a DOMException: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A short label for a node: the local name of an element, `"data"` for text, and so on.
func label(_ node: Node) -> String {
  switch node {
  case let element as Element: return element.localName
  case let text as Text: return "\"\(text.data)\""
  case let comment as DOM.Comment: return "<!--\(comment.data)-->"
  case let doctype as DocumentType: return "!\(doctype.name)"
  default: return node.nodeName
  }
}

/// The labels of `node`'s children, in order.
func childLabels(_ node: Node) -> [String] { node.childNodeSequence.map(label) }

/// An HTML document with `<html><head></head><body></body></html>` and a doctype.
func makeHTMLDocument(title: String? = nil) -> Document {
  Document().implementation.createHTMLDocument(title)
}

extension Document {
  /// Creates an HTML element; the name is always valid in tests.
  func make(_ localName: String, id: String? = nil) -> Element {
    let element = createElement(name: internName(namespace: .html, localName: localName))
    if let id { element.id = id }
    return element
  }

  /// Creates an element in the SVG namespace.
  func makeSVG(_ localName: String) -> Element {
    createElement(name: internName(namespace: .svg, localName: localName))
  }
}

/// Records every tree mutation of a document.
final class MutationRecorder: TreeMutationObserver {
  var mutations: [TreeMutation] = []
  /// For each mutation, the inserted node's child index when it was delivered (else `nil`).
  var insertionIndices: [Int?] = []
  func treeDidMutate(_ mutation: TreeMutation) {
    mutations.append(mutation)
    if case .inserted(let node, _) = mutation {
      insertionIndices.append(node.index)
    } else {
      insertionIndices.append(nil)
    }
  }
}
