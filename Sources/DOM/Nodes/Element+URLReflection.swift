/// A URL-valued IDL attribute of an HTML element that reflects a content attribute.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
public struct URLReflectedAttribute: Hashable, Sendable {
  /// How the getter deviates from plain URL reflection.
  public enum Rule: Hashable, Sendable {
    /// Plain reflection: parse against the document base URL, else the value as is.
    case standard
    /// `base.href`: parse against the document's fallback base URL.
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-base-href
    case baseHref
    /// `form.action`, `formAction`: a missing or empty attribute gives the document's URL.
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-fs-action
    case documentURLWhenEmpty
  }

  /// The HTML element's local name, e.g. `a`.
  public let element: String
  /// The IDL attribute name, e.g. `href`, `formAction`.
  public let idlAttribute: String
  /// The content attribute name, e.g. `href`, `formaction`.
  public let contentAttribute: String
  /// The getter's rule.
  public let rule: Rule

  /// Makes a table row.
  public init(_ element: String, _ idlAttribute: String, _ contentAttribute: String, _ rule: Rule) {
    self.element = element
    self.idlAttribute = idlAttribute
    self.contentAttribute = contentAttribute
    self.rule = rule
  }

  /// The URL-reflecting IDL attributes of HTML elements, for the bindings.
  ///
  /// https://html.spec.whatwg.org/multipage/indices.html#attributes-3
  public static let all: [URLReflectedAttribute] = [
    .init("a", "href", "href", .standard),
    .init("area", "href", "href", .standard),
    .init("link", "href", "href", .standard),
    .init("base", "href", "href", .baseHref),
    .init("img", "src", "src", .standard),
    .init("script", "src", "src", .standard),
    .init("iframe", "src", "src", .standard),
    .init("source", "src", "src", .standard),
    .init("video", "src", "src", .standard),
    .init("audio", "src", "src", .standard),
    .init("embed", "src", "src", .standard),
    .init("track", "src", "src", .standard),
    .init("input", "src", "src", .standard),
    .init("form", "action", "action", .documentURLWhenEmpty),
    .init("blockquote", "cite", "cite", .standard),
    .init("q", "cite", "cite", .standard),
    .init("del", "cite", "cite", .standard),
    .init("ins", "cite", "cite", .standard),
    .init("object", "data", "data", .standard),
    .init("video", "poster", "poster", .standard),
    .init("button", "formAction", "formaction", .documentURLWhenEmpty),
    .init("input", "formAction", "formaction", .documentURLWhenEmpty),
  ]

  /// The row for an element's IDL attribute, or `nil` if it is not URL-reflecting.
  public static func lookup(element: String, idlAttribute: String) -> URLReflectedAttribute? {
    all.first { $0.element == element && $0.idlAttribute == idlAttribute }
  }
}

extension Element {
  /// The getter of a URL-reflecting IDL attribute for `attribute`: `""` if the content attribute
  /// is absent, its value parsed against the document base URL and serialized, or the value
  /// as is if it does not parse.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public func reflectedURL(attribute: String) -> String {
    // 1. Let contentAttributeValue be the result of running this's get the content attribute.
    // 2. If contentAttributeValue is null, then return the empty string.
    guard let value = attributeValue(localName: attribute) else { return "" }
    // 3. Let urlString be the result of encoding-parsing-and-serializing a URL given
    //    contentAttributeValue, relative to the element's node document.
    // 4. If urlString is not failure, then return urlString.
    // 5. Return contentAttributeValue, converted to a scalar value string.
    return nodeDocument.encodingParseAndSerializeURL(value) ?? value
  }

  /// The getter of the URL-reflecting IDL attribute `idlAttribute` of this HTML element, per
  /// ``URLReflectedAttribute/all``, or `nil` if this element has no such attribute.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public func urlReflectingAttribute(_ idlAttribute: String) -> String? {
    guard isHTMLElement,
      let row = URLReflectedAttribute.lookup(element: localName, idlAttribute: idlAttribute)
    else { return nil }
    switch row.rule {
    case .standard:
      return reflectedURL(attribute: row.contentAttribute)
    case .baseHref:
      // 1. Let document be element's node document.
      let document = nodeDocument
      // 2. Let url be the value of the href attribute of this element, if it has one, and the
      //    empty string otherwise.
      let url = attributeValue(localName: row.contentAttribute) ?? ""
      // 3. Let urlRecord be the result of parsing url with document's fallback base URL.
      // 4. If urlRecord is failure, return url. 5. Return the serialization of urlRecord.
      return URLParser.parse(url, base: document.fallbackBaseURL)?.href ?? url
    case .documentURLWhenEmpty:
      // A missing or empty content attribute gives the document's URL.
      let value = attributeValue(localName: row.contentAttribute) ?? ""
      if value.isEmpty { return nodeDocument.url }
      return reflectedURL(attribute: row.contentAttribute)
    }
  }

  /// The `HTMLHyperlinkElementUtils` getters of an `a` or `area` element, or `nil` for any other
  /// element.
  ///
  /// https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils
  public var hyperlinkElementUtils: HTMLHyperlinkElementUtils? {
    guard isHTML("a") || isHTML("area") else { return nil }
    return HTMLHyperlinkElementUtils(element: self)
  }
}

/// The URL decomposition getters of `a` and `area` (`protocol`, `host`, …), read from the `href`
/// attribute parsed against the document base URL each time (never stale).
///
/// https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils
public struct HTMLHyperlinkElementUtils {
  /// The `a` or `area` element.
  public let element: Element

  /// Reinitializes the URL: `href` parsed against the document base URL, or `nil` if absent or
  /// failure. https://html.spec.whatwg.org/multipage/links.html#reinitialise-url
  public var url: WebURL? {
    // 1–4. If this element has no href content attribute, url is null; otherwise the result of
    //      encoding-parsing it relative to the node document (null on failure).
    guard let href = element.attributeValue(localName: "href") else { return nil }
    return element.nodeDocument.encodingParseURL(href)
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-href
  public var href: String {
    // 1–4. The serialized url; without one, the attribute value or "".
    guard let url else { return element.attributeValue(localName: "href") ?? "" }
    return url.href
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-origin
  public var origin: String { url?.origin.serialized ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-protocol
  public var `protocol`: String { (url?.scheme ?? "") + ":" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-username
  public var username: String { url?.username ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-password
  public var password: String { url?.password ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-host
  public var host: String {
    guard let url, let host = url.host else { return "" }
    guard let port = url.port else { return host.serialized }
    return host.serialized + ":" + String(port)
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-hostname
  public var hostname: String { url?.host?.serialized ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-port
  public var port: String { url?.port.map { String($0) } ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-pathname
  public var pathname: String { url?.serializedPath ?? "" }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-search
  public var search: String {
    guard let query = url?.query, !query.isEmpty else { return "" }
    return "?" + query
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-hash
  public var hash: String {
    guard let fragment = url?.fragment, !fragment.isEmpty else { return "" }
    return "#" + fragment
  }

  // MARK: - Setters

  /// Runs a URL setter on the reinitialized URL and writes the result to `href` ("update
  /// href"); nothing happens without a URL, or when `skip` says the setter does not apply.
  ///
  /// https://html.spec.whatwg.org/multipage/links.html#update-href
  private func update(skip: (WebURL) -> Bool = { _ in false }, _ apply: (DOMURL) -> Void) {
    guard let url, !skip(url) else { return }
    let object = DOMURL(url)
    apply(object)
    element.setAttributeValue(localName: "href", object.href)
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-href
  public func setHref(_ value: String) { element.setAttributeValue(localName: "href", value) }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-protocol
  public func setProtocol(_ value: String) { update { $0.protocol = value } }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-username
  public func setUsername(_ value: String) {
    update(skip: \.cannotHaveUsernamePasswordPort) { $0.username = value }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-password
  public func setPassword(_ value: String) {
    update(skip: \.cannotHaveUsernamePasswordPort) { $0.password = value }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-host
  public func setHost(_ value: String) { update(skip: \.hasOpaquePath) { $0.host = value } }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-hostname
  public func setHostname(_ value: String) {
    update(skip: \.hasOpaquePath) { $0.hostname = value }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-port
  public func setPort(_ value: String) {
    update(skip: \.cannotHaveUsernamePasswordPort) { $0.port = value }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-pathname
  public func setPathname(_ value: String) {
    update(skip: \.hasOpaquePath) { $0.pathname = value }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-search
  public func setSearch(_ value: String) { update { $0.search = value } }

  /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-hash
  public func setHash(_ value: String) { update { $0.hash = value } }
}
