extension UserAgentStyleSheet {
  /// The defaults of SVG elements, as WebKit's (measured with `getComputedStyle`): only
  /// `title` is `display: none`; `text` and `foreignObject` are blocks; viewports and
  /// pattern-like elements clip. The rules are matched against SVG elements only (the
  /// selectors carry no namespace: see `StyleEngine.svgUserAgentRules`).
  ///
  /// https://svgwg.org/svg2-draft/styling.html#UAStyleSheet
  static let svg: String = """
    svg:not(:root), symbol, image, marker, pattern, foreignObject { overflow: hidden }
    title { display: none }
    text, foreignObject { display: block }
    text { white-space: nowrap }
    """

  /// The defaults of MathML elements, as WebKit's (measured with `getComputedStyle`): `math`
  /// is inline (a block with `display="block"`), its descendants are blocks, tables are
  /// tables (the children of a table cell inline blocks), `mphantom` is hidden, token elements
  /// do not wrap. The rules are matched against
  /// MathML elements only (see `StyleEngine.mathMLUserAgentRules`).
  ///
  /// https://w3c.github.io/mathml-core/#user-agent-stylesheet
  static let mathML: String = """
    * { display: block }
    math {
      display: inline;
      direction: ltr;
      font-family: "Latin Modern Math", "STIX Two Math", "XITS Math", "STIX Math", "Libertinus Math", "TeX Gyre Termes Math", "TeX Gyre Bonum Math", "TeX Gyre Schola", "DejaVu Math TeX Gyre", "TeX Gyre Pagella Math", "Asana Math", "Cambria Math", "Lucida Bright Math", "Minion Math", STIXGeneral, STIXSizeOneSym, Symbol, "Times New Roman", serif;
      font-style: normal;
      font-weight: normal;
      line-height: normal;
      text-indent: 0;
      text-transform: none;
      writing-mode: horizontal-tb;
    }
    math[display="block" i] { display: block }
    mtable { display: inline-table; text-align: center }
    mtr { display: table-row }
    mtd { display: table-cell; text-align: center }
    mtd > * { display: inline-block }
    mi, mo, mn, mtext, ms, annotation, mtd { white-space: nowrap }
    mphantom { visibility: hidden }
    merror { border: 1px solid red; background-color: rgb(255, 255, 224) }
    mfrac { padding-left: 1px; padding-right: 1px }
    """
}
