// The document's live collections of HTML elements, and `getElementsByName`.
// https://html.spec.whatwg.org/multipage/dom.html#dom-document-forms

/// The document collections kept for identity (`document.forms === document.forms`).
enum DocumentCollectionKind: WeakObjectCacheKey {
  case forms, images, embeds, links, anchors, scripts, applets
}

extension Document {
  /// The `form` elements. https://html.spec.whatwg.org/multipage/dom.html#dom-document-forms
  public var forms: HTMLCollection { collection(.forms, attributes: []) { $0.isHTML("form") } }

  /// The `img` elements. https://html.spec.whatwg.org/multipage/dom.html#dom-document-images
  public var images: HTMLCollection { collection(.images, attributes: []) { $0.isHTML("img") } }

  /// The `embed` elements. https://html.spec.whatwg.org/multipage/dom.html#dom-document-embeds
  public var embeds: HTMLCollection { collection(.embeds, attributes: []) { $0.isHTML("embed") } }

  /// The same object as `embeds`. https://html.spec.whatwg.org/multipage/dom.html#dom-document-plugins
  public var plugins: HTMLCollection { embeds }

  /// The `a` and `area` elements with an `href` attribute.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-links
  public var links: HTMLCollection {
    collection(.links, presentAttributes: ["href"]) {
      ($0.isHTML("a") || $0.isHTML("area")) && $0.hasAttributeValue("href")
    }
  }

  /// The `a` elements with a `name` attribute (legacy).
  ///
  /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-anchors
  public var anchors: HTMLCollection {
    collection(.anchors, presentAttributes: ["name"]) {
      $0.isHTML("a") && $0.hasAttributeValue("name")
    }
  }

  /// The `script` elements. https://html.spec.whatwg.org/multipage/dom.html#dom-document-scripts
  public var scripts: HTMLCollection {
    collection(.scripts, attributes: []) { $0.isHTML("script") }
  }

  /// Always empty (legacy). https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-applets
  public var applets: HTMLCollection { collection(.applets, attributes: []) { _ in false } }

  /// The HTML elements whose `name` attribute is `elementName`, in tree order, live.
  ///
  /// The same name answers the same list while it is held, as in WebKit
  /// (`dom-collections/cached`).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-getelementsbyname
  public func getElementsByName(_ elementName: String) -> LiveElementNodeList {
    htmlState.namedLists.object(for: elementName) {
      LiveElementNodeList(anchor: self) { [unowned self] in
        descendantElements.filter {
          $0.isHTMLElement && $0.attributeValue(localName: "name") == elementName
        }
      }
    }
  }

  /// The cached collection of `kind`, or a new one over the whole document.
  private func collection(
    _ kind: DocumentCollectionKind, attributes: [String] = [], presentAttributes: [String] = [],
    _ filter: @escaping (Element) -> Bool
  ) -> HTMLCollection {
    htmlState.collections.object(for: kind) {
      HTMLCollection(
        root: self, attributes: attributes, presentAttributes: presentAttributes, filter: filter)
    }
  }
}
