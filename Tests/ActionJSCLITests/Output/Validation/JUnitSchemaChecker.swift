import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks a JUnit XML document against the structure of the widely used Ant/Jenkins JUnit
/// schema (`testsuites` → `testsuite` → `testcase` → `failure`/`error`/`skipped`/
/// `system-out`/`system-err`), after parsing it with Foundation's `XMLParser` (libxml2 on
/// Linux), which also proves it well-formed.
///
/// Rules: the root is `testsuites` (or a lone `testsuite`); a `testsuite` has `name` and
/// `tests`; a `testcase` has `name` and `classname`; `tests`, `failures`, `errors`, `skipped`
/// are non-negative integers; `time` is a decimal; `failure`, `error` and `skipped` only
/// appear in a `testcase`; each count attribute equals the elements it counts.
struct JUnitSchemaChecker {
  /// An element of the parsed document.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// The children named `name`.
    func children(_ name: String) -> [Element] { children.filter { $0.name == name } }
  }

  /// The document's root element, or nil when it did not parse.
  private(set) var root: Element?
  /// What is wrong, empty when the document conforms.
  private(set) var violations: [String] = []

  /// Parses and checks `data`.
  init(_ data: Data) {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    if !parser.parse() || builder.root == nil {
      violations.append(
        "not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root element")"
          + " at line \(parser.lineNumber)")
      return
    }
    root = builder.root
    if let root { check(root) }
  }

  private mutating func check(_ root: Element) {
    switch root.name {
    case "testsuites":
      checkCounts(root, testCases: root.children("testsuite").flatMap { $0.children("testcase") })
      for child in root.children {
        if child.name == "testsuite" { checkSuite(child) } else { unexpected(child, in: root) }
      }
    case "testsuite": checkSuite(root)
    default: violations.append("root element <\(root.name)> is not testsuites or testsuite")
    }
  }

  private mutating func checkSuite(_ suite: Element) {
    require(["name", "tests"], of: suite)
    checkCounts(suite, testCases: suite.children("testcase"))
    for child in suite.children {
      switch child.name {
      case "testcase": checkCase(child)
      case "properties", "system-out", "system-err": break
      default: unexpected(child, in: suite)
      }
    }
  }

  private mutating func checkCase(_ testCase: Element) {
    require(["name", "classname"], of: testCase)
    if let time = testCase.attributes["time"] { checkDecimal(time, "time", of: testCase) }
    for child in testCase.children {
      switch child.name {
      case "failure", "error":
        if !child.children.isEmpty { unexpected(child.children[0], in: child) }
      case "skipped", "system-out", "system-err": break
      default: unexpected(child, in: testCase)
      }
    }
  }

  /// `tests`, `failures`, `errors`, `skipped` are integers equal to what `testCases` hold;
  /// `time` is a decimal.
  private mutating func checkCounts(_ element: Element, testCases: [Element]) {
    let counts = [
      ("tests", testCases.count),
      ("failures", testCases.filter { !$0.children("failure").isEmpty }.count),
      ("errors", testCases.filter { !$0.children("error").isEmpty }.count),
      ("skipped", testCases.filter { !$0.children("skipped").isEmpty }.count),
    ]
    for (attribute, expected) in counts {
      guard let value = element.attributes[attribute] else { continue }
      guard let number = Int(value), number >= 0, String(number) == value else {
        violations.append("<\(element.name)> \(attribute)=\"\(value)\" is not a count")
        continue
      }
      if number != expected {
        violations.append(
          "<\(element.name) name=\"\(element.attributes["name"] ?? "")\"> \(attribute)="
            + "\(number) but it holds \(expected)")
      }
    }
    if let time = element.attributes["time"] { checkDecimal(time, "time", of: element) }
  }

  private mutating func checkDecimal(_ value: String, _ attribute: String, of element: Element) {
    let isDecimal =
      value.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil
    if !isDecimal {
      violations.append("<\(element.name)> \(attribute)=\"\(value)\" is not a decimal")
    }
  }

  private mutating func require(_ attributes: [String], of element: Element) {
    for attribute in attributes where element.attributes[attribute] == nil {
      violations.append("<\(element.name)> lacks the required attribute \(attribute)")
    }
  }

  private mutating func unexpected(_ child: Element, in parent: Element) {
    violations.append("<\(child.name)> is not allowed in <\(parent.name)>")
  }

  /// Builds the element tree from the parser's events.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: Element?
    private var stack: [Element] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = Element(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
