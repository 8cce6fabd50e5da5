import DOM
import HTMLParsing
import JSCore

/// `DOMParser` (the model's `Serialization/DOMParser.swift`), declared in
/// `Bindings/IDL/DOMParser.webidl`: `new DOMParser()` parses with this package's HTML parser and
/// gives its documents the runtime document's URL.
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#domparser
enum DOMParserBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMParser",
    members: generatedMembers,
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
