extension Document {
  /// The document's cascade.
  var styleEngine: StyleEngine {
    if let engine = styleEngineStorage { return engine }
    let engine = StyleEngine(document: self)
    styleEngineStorage = engine
    return engine
  }

  /// Records that a style sheet of this document changed through the CSSOM: cached style is
  /// recomputed on the next read.
  func styleSheetsDidChange() {
    domVersion &+= 1
  }

  /// The document's style sheets in order: its `<style>` and `<link rel=stylesheet>` sheets
  /// (not those in shadow trees), without the adopted ones.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
  public var styleSheets: [CSSStyleSheet] {
    let all = StyleSheetCollector.sheets(of: self, engine: styleEngine)
    return Array(all.prefix(all.count - adoptedStyleSheetsStorage.count))
  }

  /// `styleSheets` as the live list script sees, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
  public var styleSheetList: StyleSheetList {
    if let list = styleSheetListStorage { return list }
    let list = StyleSheetList(root: self)
    styleSheetListStorage = list
    return list
  }

  /// `adoptedStyleSheets`: constructed sheets applied after the document's own.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
  public var adoptedStyleSheets: [CSSStyleSheet] {
    get { adoptedStyleSheetsStorage }
    set {
      for sheet in newValue { sheet.addAdopter(self) }
      adoptedStyleSheetsStorage = newValue
      styleSheetsDidChange()
    }
  }

  /// Sets `adoptedStyleSheets` as script does: each sheet must be a constructed sheet of this
  /// document, else `NotAllowedError`.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
  public func setAdoptedStyleSheets(_ sheets: [CSSStyleSheet]) throws(DOMException) {
    try CSSStyleSheet.checkAdoptable(sheets, by: self)
    adoptedStyleSheets = sheets
  }
}

extension CSSStyleSheet {
  /// Throws `NotAllowedError` unless every sheet was constructed in `document`.
  public static func checkAdoptable(_ sheets: [CSSStyleSheet], by document: Document)
    throws(DOMException)
  {
    for sheet in sheets where !sheet.isConstructed || sheet.constructorDocument !== document {
      throw DOMException(
        .notAllowedError,
        sheet.isConstructed
          ? "Sharing constructable stylesheets between documents is not allowed"
          : "Sheet needs to be constructed by JavaScript")
    }
  }
}

extension ShadowRoot {
  /// The shadow tree's `<style>` and `<link rel=stylesheet>` sheets, in order.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
  public var styleSheets: [CSSStyleSheet] {
    let all = StyleSheetCollector.sheets(of: self, engine: nodeDocument.styleEngine)
    return Array(all.prefix(all.count - adoptedStyleSheetsStorage.count))
  }

  /// `styleSheets` as the live list script sees, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
  public var styleSheetList: StyleSheetList {
    if let list = styleSheetListStorage { return list }
    let list = StyleSheetList(root: self)
    styleSheetListStorage = list
    return list
  }

  /// `adoptedStyleSheets`. https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
  public var adoptedStyleSheets: [CSSStyleSheet] {
    get { adoptedStyleSheetsStorage }
    set {
      for sheet in newValue { sheet.addAdopter(nodeDocument) }
      adoptedStyleSheetsStorage = newValue
      nodeDocument.styleSheetsDidChange()
    }
  }

  /// Sets `adoptedStyleSheets` as script does (`NotAllowedError` for a sheet that was not
  /// constructed in the shadow root's document).
  public func setAdoptedStyleSheets(_ sheets: [CSSStyleSheet]) throws(DOMException) {
    try CSSStyleSheet.checkAdoptable(sheets, by: nodeDocument)
    adoptedStyleSheets = sheets
  }
}

extension Element {
  /// The style sheet of a `<style>` or `<link rel=stylesheet>` element (`sheet`), or `nil`.
  ///
  /// https://drafts.csswg.org/cssom/#dom-linkstyle-sheet
  public var sheet: CSSStyleSheet? {
    guard isConnected, let document = ownerDocument else { return nil }
    switch (namespace, localName) {
    case (.html, "style"), (.svg, "style"):
      return StyleSheetCollector.styleElementSheet(self, engine: document.styleEngine)
    case (.html, "link"):
      return StyleSheetCollector.linkElementSheet(self, engine: document.styleEngine)
    default:
      return nil
    }
  }

  /// The declared value of `property` for this element after the cascade (the winning
  /// declaration of any origin, `var()` substituted; `revert` rolled back to the user-agent
  /// origin), or `nil` when no declaration sets it or its value is invalid after
  /// substitution (then it behaves as `unset`).
  ///
  /// https://drafts.csswg.org/css-cascade-5/#cascaded
  func cascadedValue(_ property: String) -> String? {
    guard let document = nodeDocumentStorage else { return nil }
    let engine = document.styleEngine
    let data = engine.styleData(of: self)
    if let known = data.declared[property] { return known }
    let value = engine.declaredValue(property, of: self, data: data)
    data.declared[property] = value
    return value
  }

  /// Whether the winning declaration of `property` comes after that of `other` in the cascade
  /// (a physical property and its logical counterpart share one value: the later gives it);
  /// false when `property` has none, true when only `property` has one.
  ///
  /// https://drafts.csswg.org/css-logical/#box
  func cascadesAfter(_ property: String, _ other: String) -> Bool {
    guard let document = nodeDocumentStorage else { return false }
    let data = document.styleEngine.styleData(of: self)
    guard let mine = StyleEngine.position(of: property, in: data) else { return false }
    guard let theirs = StyleEngine.position(of: other, in: data) else { return true }
    return mine > theirs
  }

  /// Whether a logical property is among the element's cascaded declarations.
  var declaresLogicalProperty: Bool {
    guard let document = nodeDocumentStorage else { return false }
    return document.styleEngine.styleData(of: self).declaresLogicalProperty
  }
}
