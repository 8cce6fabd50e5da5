import DOM
import Testing

@Suite struct CSSStyleDeclarationTests {
  let document = Document()

  private func element(style: String? = nil) throws -> Element {
    let element = try document.createElement("div")
    if let style { try element.setAttribute("style", style) }
    return element
  }

  // MARK: Attribute sync

  @Test func readsTheStyleAttribute() throws {
    let div = try element(style: "color: red; background-color: #00f")
    #expect(div.style.color == "red")
    #expect(div.style.getPropertyValue("background-color") == "rgb(0, 0, 255)")
    #expect(div.style.cssText == "color: red; background-color: rgb(0, 0, 255);")
    #expect(div.style.length == 2)
  }

  @Test func attributeChangesAreSeenOnTheNextRead() throws {
    let div = try element(style: "color: red")
    let style = div.style
    #expect(style.getPropertyValue("color") == "red")
    try div.setAttribute("style", "color: blue; width: 1px")
    #expect(style.getPropertyValue("color") == "blue")
    #expect(style.length == 2)
    div.removeAttribute("style")
    #expect(style.length == 0)
    #expect(style.cssText == "")
  }

  @Test func mutationsWriteTheAttribute() throws {
    let div = try element(style: "color: red")
    div.style.setProperty("background-color", "blue")
    #expect(div.getAttribute("style") == "color: red; background-color: blue;")
    div.style.setProperty("color", "green")
    #expect(div.getAttribute("style") == "color: green; background-color: blue;")
    div.style.cssText = "display: none"
    #expect(div.getAttribute("style") == "display: none;")
  }

  @Test func settingStyleCreatesTheAttribute() throws {
    let div = try element()
    #expect(!div.hasAttribute("style"))
    #expect(div.style.cssText == "")
    div.style.setProperty("color", "red")
    #expect(div.getAttribute("style") == "color: red;")
  }

  @Test func removingTheLastDeclarationLeavesAnEmptyAttribute() throws {
    let div = try element(style: "color: red")
    #expect(div.style.removeProperty("color") == "red")
    #expect(div.getAttribute("style") == "")
  }

  @Test func noOpChangesDoNotTouchTheAttribute() throws {
    let div = try element()
    div.style.removeProperty("color")
    div.style.setProperty("color", "nonsense")
    div.style.setProperty("nonsense-property", "red")
    #expect(!div.hasAttribute("style"))
    let styled = try element(style: "color:red")
    styled.style.setProperty("color", "red")
    #expect(styled.getAttribute("style") == "color:red")
  }

  @Test func twoDeclarationObjectsStayInSync() throws {
    let div = try element()
    let first = div.style
    let second = div.style
    first.setProperty("color", "red")
    #expect(second.getPropertyValue("color") == "red")
    second.setProperty("color", "blue")
    #expect(first.getPropertyValue("color") == "blue")
  }

  @Test func styleAttributeNeedNotBeRewrittenOnRead() throws {
    let div = try element(style: "COLOR : Red ; bogus")
    #expect(div.style.cssText == "color: red;")
    #expect(div.getAttribute("style") == "COLOR : Red ; bogus")
  }

  // MARK: Parsing and error recovery

  static let parsingCases: [(String, String)] = [
    ("color: red", "color: red;"),
    ("color: red;;; ;width: 1px", "color: red; width: 1px;"),
    ("color red; width: 1px", "width: 1px;"),
    ("color: ; width: 1px", "width: 1px;"),
    ("colr: red; width: 1px", "width: 1px;"),
    ("color: bogus; width: 1px", "width: 1px;"),
    ("color: red; color: bogus", "color: red;"),
    ("color: red; color: blue", "color: blue;"),
    ("color: red; width: 1px; color: blue", "width: 1px; color: blue;"),
    ("color: red !important; color: blue", "color: red !important;"),
    ("color: red !important; color: blue !important", "color: blue !important;"),
    ("color: red ! IMPORTANT", "color: red !important;"),
    ("color: red !importan", ""),
    ("color: red !important !important", ""),
    ("/* a */ color /* b */ : /* c */ red /* d */; width: 1px", "color: red; width: 1px;"),
    ("color: red /* unterminated", "color: red;"),
    ("content: 'a;b'; width: 1px", "content: \"a;b\"; width: 1px;"),
    ("content: 'a\nb; width: 1px", "width: 1px;"),
    ("content: 'a\nb'; width: 1px", ""),
    ("c\\olor: red", "color: red;"),
    ("color: r\\65 d", "color: red;"),
    ("content: '\\41 B'", "content: \"AB\";"),
    ("transform: rotate(1deg; width: 1px)", ""),
    ("width: 1px; {color: red}; height: 2px", "width: 1px; height: 2px;"),
    ("@media print { color: red } width: 1px", "width: 1px;"),
    ("@foo; width: 1px", "width: 1px;"),
    ("42: red; width: 1px", "width: 1px;"),
    ("width: 1px; height: 2px}", "width: 1px;"),
    ("background-image: url(a\"b); width: 1px", "width: 1px;"),
    ("--x: 1 2; --X: 3", "--x: 1 2; --X: 3;"),
    ("margin: 1px; margin-top: 2px", "margin: 2px 1px 1px;"),
    ("margin-top: 1px; margin-right: 1px; margin-bottom: 1px; margin-left: 1px", "margin: 1px;"),
    (
      "margin-top: 1px; margin-right: 1px; margin-bottom: 1px",
      "margin-top: 1px; margin-right: 1px; margin-bottom: 1px;"
    ),
    (
      "margin: 1px; margin-left: 2px !important",
      "margin-top: 1px; margin-right: 1px; margin-bottom: 1px; margin-left: 2px !important;"
    ),
    ("border: 1px solid red", "border: 1px solid red;"),
    (
      "border: 1px solid red; border-top-color: blue",
      "border-width: 1px; border-style: solid; border-color: blue red red; border-image: none;"
    ),
    (
      "border-top: 1px solid red",
      "border-top-width: 1px; border-top-style: solid; border-top-color: red;"
    ),
    ("background: red; color: blue", "background: red; color: blue;"),
    ("background: url(a.png); background-color: red", "background: url(\"a.png\") red;"),
    ("-webkit-transform: rotate(1deg)", "transform: rotate(1deg);"),
    ("overflow: hidden", "overflow: hidden;"),
  ]

  @Test(arguments: parsingCases)
  func parsesAttributes(_ input: String, _ cssText: String) throws {
    #expect(try element(style: input).style.cssText == cssText)
  }

  @Test func cssTextSetterParsesLikeTheAttribute() throws {
    let div = try element()
    for (input, expected) in Self.parsingCases {
      div.style.cssText = input
      #expect(div.style.cssText == expected, "\(input)")
      #expect(div.getAttribute("style") == expected)
    }
  }

  // MARK: Priority

  @Test func importantPriority() throws {
    let div = try element(style: "color: red !important; width: 1px")
    #expect(div.style.getPropertyPriority("color") == "important")
    #expect(div.style.getPropertyPriority("width") == "")
    #expect(div.style.getPropertyPriority("height") == "")
    div.style.setProperty("width", "2px", "IMPORTANT")
    #expect(div.style.getPropertyPriority("width") == "important")
    // WebKit puts the attribute's important declarations after its normal ones.
    #expect(div.style.cssText == "width: 2px !important; color: red !important;")
    div.style.setProperty("width", "3px", "urgent")
    #expect(div.style.getPropertyValue("width") == "2px")
    div.style.setProperty("width", "3px")
    #expect(div.style.getPropertyPriority("width") == "")
    div.style.setProperty("margin", "1px", "important")
    #expect(div.style.getPropertyPriority("margin") == "important")
    #expect(div.style.getPropertyPriority("margin-left") == "important")
    div.style.setProperty("margin-left", "1px")
    #expect(div.style.getPropertyPriority("margin") == "")
    #expect(div.style.getPropertyValue("margin") == "")
  }

  // MARK: setProperty / removeProperty

  @Test func setPropertyEmptyValueRemoves() throws {
    let div = try element(style: "color: red; width: 1px")
    div.style.setProperty("color", "")
    #expect(div.style.cssText == "width: 1px;")
    div.style[camelCase: "width"] = ""
    #expect(div.getAttribute("style") == "")
  }

  @Test func setPropertyKeepsPositionAndAppendsNew() throws {
    let div = try element(style: "color: red; width: 1px")
    div.style.setProperty("COLOR", "blue")
    div.style.setProperty("height", "2px")
    #expect(div.style.cssText == "color: blue; width: 1px; height: 2px;")
    div.style.setProperty("colr", "blue")
    div.style.setProperty("width", "wide")
    #expect(div.style.cssText == "color: blue; width: 1px; height: 2px;")
  }

  @Test func removePropertyReturnsTheOldValue() throws {
    let div = try element(style: "color: red !important; width: 1px")
    #expect(div.style.removeProperty("color") == "red")
    #expect(div.style.removeProperty("color") == "")
    #expect(div.style.removeProperty("nonsense") == "")
    #expect(div.style.cssText == "width: 1px;")
  }

  @Test func removePropertyOnAShorthandRemovesItsLonghands() throws {
    let div = try element(style: "color: red; border: 1px solid red; width: 1px")
    // WebKit: `border` also sets the five `border-image-*` longhands, and removing a
    // shorthand returns "" (fixtures `style/border`, `style/roundtrip`).
    #expect(div.style.length == 19)
    #expect(div.style.removeProperty("border") == "")
    #expect(div.style.cssText == "color: red; width: 1px;")
    div.style.setProperty("margin", "1px 2px")
    div.style.setProperty("margin-top", "3px")
    #expect(div.style.getPropertyValue("margin") == "3px 2px 1px")
    #expect(div.style.removeProperty("margin") == "")
    #expect(div.style.length == 2)
    div.style.setProperty("background", "url(a.png) red")
    #expect(div.style.getPropertyValue("background") == "url(\"a.png\") red")
    #expect(div.style.removeProperty("background") == "")
    #expect(div.style.cssText == "color: red; width: 1px;")
  }

  @Test func removingOneLonghandBreaksTheShorthand() throws {
    let div = try element(style: "padding: 1px")
    div.style.removeProperty("padding-left")
    #expect(div.style.getPropertyValue("padding") == "")
    #expect(div.style.cssText == "padding-top: 1px; padding-right: 1px; padding-bottom: 1px;")
  }

  // MARK: length / item

  @Test func lengthAndItemFollowDeclarationOrderWithShorthandsExpanded() throws {
    let div = try element(style: "width: 1px; margin: 0; color: red; overflow: hidden")
    let expected = [
      "width", "margin-top", "margin-right", "margin-bottom", "margin-left", "color",
      "overflow-x", "overflow-y",
    ]
    #expect(div.style.length == expected.count)
    #expect((0..<div.style.length).map { div.style.item($0) } == expected)
    #expect(div.style.item(-1) == "")
    #expect(div.style.item(99) == "")
  }

  @Test func borderAndBackgroundLonghands() throws {
    let div = try element()
    div.style.setProperty("border", "2px dashed")
    #expect(div.style.length == 17)
    #expect(div.style.item(0) == "border-top-width")
    #expect(div.style.item(12) == "border-image-source")
    #expect(div.style.item(4) == "border-top-style")
    #expect(div.style.item(8) == "border-top-color")
    #expect(div.style.getPropertyValue("border-left-color") == "currentcolor")
    #expect(div.style.getPropertyValue("border-style") == "dashed")
    #expect(div.style.getPropertyValue("border-right") == "2px dashed")
    div.style.setProperty("background", "url(a.png) no-repeat")
    #expect(div.style.length == 26)
    #expect(div.style.item(18) == "background-position-x")
    #expect(div.style.getPropertyValue("background-image") == "url(\"a.png\")")
    #expect(div.style.getPropertyValue("background-repeat") == "no-repeat")
    #expect(div.style.getPropertyValue("background-color") == "transparent")
    #expect(div.style.getPropertyValue("background-position") == "0% 0%")
    div.style.setProperty("background-color", "red")
    #expect(div.style.getPropertyValue("background") == "url(\"a.png\") no-repeat red")
    div.style.removeProperty("background-size")
    #expect(div.style.getPropertyValue("background") == "")
  }

  @Test func shorthandValueWhenLonghandsSetSeparately() throws {
    let div = try element()
    for side in ["top", "right", "bottom", "left"] {
      div.style.setProperty("border-\(side)-width", "1px")
      div.style.setProperty("border-\(side)-style", "solid")
      #expect(div.style.getPropertyValue("border") == "")
      div.style.setProperty("border-\(side)-color", "red")
    }
    // WebKit: `border` also needs its `border-image-*` longhands (fixture `style/border`).
    #expect(div.style.getPropertyValue("border") == "")
    #expect(div.style.cssText == "border-width: 1px; border-style: solid; border-color: red;")
    div.style.setProperty("border-image", "none")
    #expect(div.style.getPropertyValue("border") == "1px solid red")
    #expect(div.style.cssText == "border: 1px solid red;")
  }

  // MARK: Named properties

  static let attributeNames: [(String, String?)] = [
    ("backgroundColor", "background-color"),
    ("background-color", "background-color"),
    ("color", "color"),
    ("cssFloat", "float"),
    ("float", "float"),
    ("webkitTransform", "-webkit-transform"),
    ("WebkitTransform", "-webkit-transform"),
    ("-webkit-transform", "-webkit-transform"),
    ("webkitUserSelect", "-webkit-user-select"),
    ("borderTopLeftRadius", "border-top-left-radius"),
    ("zIndex", "z-index"),
    ("BackgroundColor", nil),
    ("backgroundcolor", nil),
    ("Background-Color", nil),
    ("fooBar", nil),
    ("--x", nil),
    ("length", nil),
  ]

  @Test(arguments: attributeNames)
  func attributeNameMapping(_ attribute: String, _ property: String?) throws {
    let div = try element()
    let set = div.style.setValue("1px", forAttributeName: attribute)
    #expect(set == (property != nil))
    if let property {
      #expect(div.style.value(forAttributeName: attribute) == div.style.getPropertyValue(property))
    } else {
      #expect(div.style.value(forAttributeName: attribute) == nil)
      #expect(!div.hasAttribute("style"))
    }
  }

  @Test func camelCaseAccess() throws {
    let div = try element()
    div.style[camelCase: "backgroundColor"] = "red"
    #expect(div.style.getPropertyValue("background-color") == "red")
    div.style[camelCase: "webkitTransform"] = "rotate(1deg)"
    #expect(div.style[camelCase: "transform"] == "rotate(1deg)")
    #expect(div.style[camelCase: "WebkitTransform"] == "rotate(1deg)")
    div.style.cssFloat = "left"
    #expect(div.style[camelCase: "cssFloat"] == "left")
    #expect(
      div.getAttribute("style") == "background-color: red; transform: rotate(1deg); float: left;")
    #expect(div.style[camelCase: "notAProperty"] == nil)
  }

  @Test func supportedNames() {
    let properties = CSSStyleDeclaration.supportedPropertyNames
    for name in ["color", "background", "border", "margin-top", "-webkit-transform", "float"] {
      #expect(properties.contains(name))
    }
    #expect(properties == properties.sorted())
    let attributes = CSSStyleDeclaration.supportedAttributeNames
    for name in ["backgroundColor", "webkitTransform", "WebkitTransform", "cssFloat", "z-index"] {
      #expect(attributes.contains(name))
    }
  }
}

extension CSSStyleDeclaration {
  /// `style.color` as bindings will expose it.
  fileprivate var color: String? { self[camelCase: "color"] }
}
