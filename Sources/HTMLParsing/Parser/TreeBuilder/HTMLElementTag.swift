import DOM

/// The tag names the tree builder's rules mention, as one small integer each, so that scope
/// checks and tag comparisons compare integers instead of strings. A name not in the table is
/// ``other``. ``name`` is the lowercased name as the tokenizer emits it (SVG's `foreignObject`
/// is `foreignobject` there).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
enum HTMLElementTag: UInt8, CaseIterable {
  case other
  case a, address, applet, area, article, aside, b, base, basefont, bgsound, big, blockquote
  case body, br, button, caption, center, code, col, colgroup, dd, details, dialog, dir, div
  case dl, dt, em, embed, fieldset, figcaption, figure, font, footer, form, frame, frameset
  case h1, h2, h3, h4, h5, h6, head, header, hgroup, hr, html, i, iframe, image, img, input
  case keygen, li, link, listing, main, marquee, menu, meta, nav, nobr, noembed, noframes
  case noscript, object, ol, optgroup, option, p, param, plaintext, pre, rb, rp, rt, rtc, ruby
  case s, script, search, section, select, selectedcontent, small, source, span, strike, strong,
    style, sub
  case summary, sup, table, tbody, td, template, textarea, tfoot, th, thead, title, tr, track
  case tt, u, ul, `var`, wbr, xmp
  // MathML and SVG names the rules mention.
  case math, svg, mi, mo, mn, ms, mtext, mglyph, malignmark, desc, annotationXML, foreignObject

  /// The lowercased name (empty for ``other``).
  var name: String { Self.names[Int(rawValue)] }

  private static let names: [String] = allCases.map { tag in
    switch tag {
    case .other: ""
    case .annotationXML: "annotation-xml"
    case .foreignObject: "foreignobject"
    default: "\(tag)"
    }
  }

  /// The tag for lowercased name bytes.
  static func lookup(_ name: [UInt8]) -> HTMLElementTag {
    byName[name] ?? .other
  }

  private static let byName: ByteNameTable<HTMLElementTag> = {
    var table = ByteNameTable<HTMLElementTag>(capacity: allCases.count)
    for tag in allCases where tag != .other { table[Array(tag.name.utf8)] = tag }
    return table
  }()

  /// h1…h6.
  var isHeading: Bool {
    switch self {
    case .h1, .h2, .h3, .h4, .h5, .h6: true
    default: false
    }
  }
}

extension String {
  /// ASCII lowercase (the parser's attribute value comparisons).
  var asciiLowercasedForParser: String {
    String(
      decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
