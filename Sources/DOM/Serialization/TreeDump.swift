/// A tree dump in the html5lib tree-construction test format, the cheapest exact oracle for
/// parser output.
///
/// https://github.com/html5lib/html5lib-tests/tree/master/tree-construction
public enum TreeDump {
  /// The dump of `node`'s children, one node per line, `| ` plus two spaces per depth.
  public static func dump(childrenOf node: Node) -> String {
    var lines: [String] = []
    for child in node.childNodeSequence { dump(child, depth: 0, into: &lines) }
    return lines.joined(separator: "\n")
  }

  private static func line(_ depth: Int, _ text: String) -> String {
    "| " + String(repeating: "  ", count: depth) + text
  }

  private static func dump(_ node: Node, depth: Int, into lines: inout [String]) {
    switch node {
    case let element as Element:
      let name: String
      switch element.namespace {
      case .svg: name = "svg " + element.localName
      case .mathml: name = "math " + element.localName
      case .html: name = element.localName
      default: name = element.qualifiedName.qualifiedName
      }
      lines.append(line(depth, "<\(name)>"))
      let attributes = element.attributeSlots.map { slot -> (String, String) in
        let attributeName: String
        switch slot.name.namespace {
        case .xlink: attributeName = "xlink " + slot.name.localName
        case .xml: attributeName = "xml " + slot.name.localName
        case .xmlns: attributeName = "xmlns " + slot.name.localName
        default: attributeName = slot.name.qualifiedName
        }
        return (attributeName, slot.value)
      }.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
      for (attributeName, value) in attributes {
        lines.append(line(depth + 1, "\(attributeName)=\"\(value)\""))
      }
      if let template = element as? HTMLTemplateElement {
        lines.append(line(depth + 1, "content"))
        for child in template.content.childNodeSequence {
          dump(child, depth: depth + 2, into: &lines)
        }
      }
      for child in element.childNodeSequence { dump(child, depth: depth + 1, into: &lines) }
    case let text as Text:
      lines.append(line(depth, "\"\(text.data)\""))
    case let comment as Comment:
      lines.append(line(depth, "<!-- \(comment.data) -->"))
    case let doctype as DocumentType:
      if doctype.publicId.isEmpty && doctype.systemId.isEmpty {
        lines.append(line(depth, "<!DOCTYPE \(doctype.name)>"))
      } else {
        lines.append(
          line(depth, "<!DOCTYPE \(doctype.name) \"\(doctype.publicId)\" \"\(doctype.systemId)\">"))
      }
    case let pi as ProcessingInstruction:
      lines.append(line(depth, "<?\(pi.target) \(pi.data)>"))
    default:
      for child in node.childNodeSequence { dump(child, depth: depth, into: &lines) }
    }
  }
}
