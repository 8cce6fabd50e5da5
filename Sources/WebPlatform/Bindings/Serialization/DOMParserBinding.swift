import DOM
import HTMLParsing
import JSCore

/// `DOMParser` (the model's `Serialization/DOMParser.swift`): `new DOMParser()` parses with
/// this package's HTML parser and gives its documents the runtime document's URL.
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#domparser
enum DOMParserBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMParser",
    members: [
      .operation("parseFromString", length: 2) { call in
        let parser = try call.this(DOMParser.self)
        try call.requireArguments(2)
        let string = try call.string(0)
        let typeName = try call.string(1)
        guard let type = DOMParser.SupportedType(rawValue: typeName) else {
          throw JSThrow.typeError(
            "The provided value '\(typeName)' is not a valid enum value of type "
              + "DOMParserSupportedType.")
        }
        return call.wrap(parser.parseFromString(string, type))
      }
    ],
    constructor: BindingConstructor { call in
      call.world.wrapper(
        for: DOMParser(
          htmlParser: HTMLParsingDocumentParser(), documentURL: call.world.runtime.document.url))
    },
    modelType: DOMParser.self)
}

/// The HTML parser `DOMParser` uses: `HTMLParser` with scripting disabled.
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
struct HTMLParsingDocumentParser: HTMLDocumentParsing {
  func parseHTMLDocument(_ markup: String, url: String) -> Document {
    var options = HTMLParser.Options()
    options.url = url
    options.scriptingEnabled = false
    options.allowsDeclarativeShadowRoots = false
    return HTMLParser.parseDocument(markup, options: options)
  }
}
