extension Document {
  /// The document's URL as a URL record, or `nil` if `url` does not parse.
  ///
  /// https://dom.spec.whatwg.org/#concept-document-url
  public var urlRecord: WebURL? { WebURL(url) }

  /// The fallback base URL: the document's URL. (There are no iframe `srcdoc` documents, and no
  /// creator "about base URL" for `about:blank` documents, so both of those steps fall through.)
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url
  public var fallbackBaseURL: WebURL? {
    // 1. (iframe srcdoc documents do not exist here.)
    // 2. If document's URL matches about:blank and document's about base URL is non-null, return
    //    the about base URL. (It is always null here.)
    // 3. Return document's URL.
    urlRecord
  }

  /// The document base URL as a record: the frozen base URL of the first `base` element with an
  /// `href` attribute in tree order, or the fallback base URL.
  ///
  /// Every URL a page resolves (`href`, `src`, `fetch`) asks for it, and finding the `base`
  /// element walks the whole document when there is none (most pages): reading the `href` of
  /// each link of a large page was quadratic. It is kept until ``url`` changes and, once the
  /// document has had a `base` element at all, until the tree changes (``domVersion``, which
  /// attribute changes bump too) — so a loop that reads and writes each link's `href` does not
  /// walk the document either on a page without `<base>`.
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
  public var baseURLRecord: WebURL? {
    if let cache = baseURLCache, cache.url == url,
      cache.version == domVersion || !mayHaveBaseElements
    {
      return cache.record
    }
    let record = computeBaseURLRecord()
    baseURLCache = (domVersion, url, record)
    return record
  }

  /// The document base URL, found afresh.
  private func computeBaseURLRecord() -> WebURL? {
    // 1. If there is no base element that has an href attribute in the Document, then return the
    //    Document's fallback base URL.
    let base = descendantElements.first {
      $0.isHTML("base") && $0.attributeValue(localName: "href") != nil
    }
    guard let base, let href = base.attributeValue(localName: "href") else {
      return fallbackBaseURL
    }
    // 2. Otherwise, return the frozen base URL of the first base element in the Document that has
    //    an href attribute, in tree order.
    return frozenBaseURL(href: href)
  }

  /// A `base` element's frozen base URL, for an `href` value: `href` parsed against the fallback
  /// base URL, or the fallback base URL if that fails.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics.html#set-the-frozen-base-url
  func frozenBaseURL(href: String) -> WebURL? {
    // 1–3. Let urlRecord be the result of parsing href relative to the fallback base URL.
    let fallback = fallbackBaseURL
    // 4. If urlRecord is failure, set the frozen base URL to the fallback base URL.
    guard let record = URLParser.parse(href, base: fallback) else { return fallback }
    // 5. Otherwise, set it to urlRecord.
    return record
  }

  /// The document base URL, serialized (or the document's `url` string if it does not parse).
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
  public var baseURL: String { baseURLRecord?.href ?? url }

  /// Encoding-parses `string` relative to this document: parses it against the document base
  /// URL. Queries are always UTF-8 encoded (the DOM has no legacy encoders), whatever
  /// `characterSet` says.
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url
  public func encodingParseURL(_ string: String) -> WebURL? {
    // 1. Let encoding be UTF-8 (see above). 2. Let baseURL be document's base URL.
    let base = baseURLRecord
    // 3. Return the result of applying the URL parser to url, with baseURL and encoding.
    return URLParser.parse(string, base: base)
  }

  /// Encoding-parses `string` relative to this document and serializes the result; `nil` is
  /// failure.
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url
  public func encodingParseAndSerializeURL(_ string: String) -> String? {
    encodingParseURL(string)?.href
  }
}
