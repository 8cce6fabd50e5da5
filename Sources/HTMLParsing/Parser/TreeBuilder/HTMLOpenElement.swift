import DOM

/// An element's namespace as the tree builder tells them apart.
enum HTMLElementNamespace: UInt8 {
  case html, svg, mathml
}

/// What the tree builder knows of an element on its stack or in its list of active formatting
/// elements: the node, its tag and namespace.
struct HTMLOpenElement {
  var node: Element
  var tag: HTMLElementTag
  var namespace: HTMLElementNamespace

  /// Whether this is the HTML element with this tag.
  @inline(__always)
  func isHTML(_ tag: HTMLElementTag) -> Bool { self.tag == tag && namespace == .html }

  /// Whether this is an HTML element whose name is the token's tag name (`tag` from the
  /// table, `name` the bytes, compared only for names outside the table).
  func isHTML(_ tag: HTMLElementTag, name: [UInt8]) -> Bool {
    guard namespace == .html, self.tag == tag else { return false }
    return tag != .other || node.localName.utf8.elementsEqual(name)
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#special
  var isSpecial: Bool {
    switch namespace {
    case .html:
      switch tag {
      case .address, .applet, .area, .article, .aside, .base, .basefont, .bgsound, .blockquote,
        .body, .br, .button, .caption, .center, .col, .colgroup, .dd, .details, .dir, .div, .dl,
        .dt, .embed, .fieldset, .figcaption, .figure, .footer, .form, .frame, .frameset, .h1,
        .h2, .h3, .h4, .h5, .h6, .head, .header, .hgroup, .hr, .html, .iframe, .img, .input,
        .keygen, .li, .link, .listing, .main, .marquee, .menu, .meta, .nav, .noembed, .noframes,
        .noscript, .object, .ol, .p, .param, .plaintext, .pre, .script, .search, .section, .select,
        .source, .style, .summary, .table, .tbody, .td, .template, .textarea, .tfoot,
        .th, .thead, .title, .tr, .track, .ul, .wbr, .xmp:
        true
      default: false
      }
    case .mathml:
      switch tag {
      case .mi, .mo, .mn, .ms, .mtext, .annotationXML: true
      default: false
      }
    case .svg:
      switch tag {
      case .foreignObject, .desc, .title: true
      default: false
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#mathml-text-integration-point
  var isMathMLTextIntegrationPoint: Bool {
    guard namespace == .mathml else { return false }
    switch tag {
    case .mi, .mo, .mn, .ms, .mtext: return true
    default: return false
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#html-integration-point
  var isHTMLIntegrationPoint: Bool {
    switch namespace {
    case .html: return false
    case .svg:
      switch tag {
      case .foreignObject, .desc, .title: return true
      default: return false
      }
    case .mathml:
      guard tag == .annotationXML, let encoding = node.getAttribute("encoding") else {
        return false
      }
      let lowered = encoding.asciiLowercasedForParser
      return lowered == "text/html" || lowered == "application/xhtml+xml"
    }
  }
}
