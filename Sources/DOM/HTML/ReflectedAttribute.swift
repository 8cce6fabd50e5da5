// The IDL attributes of HTML elements that reflect content attributes, as data: one row per
// attribute, grouped by the interface that declares it. The get/set algorithms are in
// `Element+ReflectedAttribute.swift`.
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes

/// An IDL attribute that reflects a content attribute: its interface, IDL and content names,
/// and how values are converted.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
public struct ReflectedAttribute: Hashable, Sendable {
  /// The reflection rule: the IDL type and its limits.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public enum Kind: Hashable, Sendable {
    /// `DOMString`: the value, or `""` when absent.
    case string
    /// `USVString` reflecting a URL: the value parsed against the document base URL.
    case url(URLReflectedAttribute.Rule)
    /// `boolean`: whether the attribute is present.
    case boolean
    /// `long`: the rules for parsing integers, else the default.
    case long(default: Int32)
    /// `long` limited to only non-negative numbers: negative values throw on setting.
    case nonNegativeLong(default: Int32)
    /// `unsigned long` in 0…2147483647, else the default.
    case unsignedLong(default: UInt32)
    /// `unsigned long` limited to only positive numbers: setting 0 throws `IndexSizeError`.
    case positiveUnsignedLong(default: UInt32)
    /// `unsigned long` limited to only positive numbers with fallback: 0 gives the default.
    case positiveUnsignedLongWithFallback(default: UInt32)
    /// `unsigned long` clamped to the range [min, max].
    case clampedUnsignedLong(min: UInt32, max: UInt32, default: UInt32)
    /// `double`: the rules for parsing floating-point number values, else the default.
    case double(default: Double)
    /// `double` limited to only positive numbers.
    case positiveDouble(default: Double)
    /// `DOMString` limited to only known values of an enumerated attribute.
    case enumerated(EnumeratedAttribute)
    /// `DOMString?` limited to only known values: `null` when the attribute has no state
    /// with a keyword (e.g. `crossOrigin`).
    case nullableEnumerated(EnumeratedAttribute)
  }

  /// The WebIDL type a binding converts values to and from.
  public enum IDLType: Hashable, Sendable {
    case domString, usvString, boolean, long, unsignedLong, double, nullableDOMString
  }

  /// The interface that declares the attribute, e.g. `HTMLInputElement`.
  public let interface: String
  /// The IDL attribute name, e.g. `defaultValue`.
  public let name: String
  /// The content attribute name, e.g. `value`.
  public let contentAttribute: String
  /// How the value is converted.
  public let kind: Kind
  /// Whether the binding converts `null` to `""` (`[LegacyNullToEmptyString]`).
  public let legacyNullToEmptyString: Bool

  /// The WebIDL type of the IDL attribute.
  public var idlType: IDLType {
    switch kind {
    case .string, .enumerated: .domString
    case .url: .usvString
    case .boolean: .boolean
    case .long, .nonNegativeLong: .long
    case .unsignedLong, .positiveUnsignedLong, .positiveUnsignedLongWithFallback,
      .clampedUnsignedLong:
      .unsignedLong
    case .double, .positiveDouble: .double
    case .nullableEnumerated: .nullableDOMString
    }
  }

  // MARK: - Lookup

  /// The rows declared directly on `interface` (not inherited), for installing on its
  /// prototype; empty for an interface with none.
  public static func attributes(declaredOn interface: String) -> [ReflectedAttribute] {
    table[interface] ?? []
  }

  /// The row for IDL attribute `name` on `interface` or an interface it inherits from.
  public static func lookup(interface: String, name: String) -> ReflectedAttribute? {
    var current: String? = interface
    while let each = current {
      if let row = index[each]?[name] { return row }
      current = HTMLElementInterface.parentInterface(of: each)
    }
    return nil
  }

  /// The row for IDL attribute `name` of `element`'s interface, or `nil`.
  public static func lookup(element: Element, name: String) -> ReflectedAttribute? {
    lookup(interface: HTMLElementInterface.interfaceName(for: element), name: name)
  }

  /// Every interface with reflected attributes declared on it.
  public static var interfaces: Dictionary<String, [ReflectedAttribute]>.Keys { table.keys }

  private static let index: [String: [String: ReflectedAttribute]] = table.mapValues {
    Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - Table

  /// One row of the table before its interface is known.
  private struct Row {
    let name: String
    let content: String?
    let kind: Kind
    var nullToEmpty = false

    static func string(_ name: String, _ content: String? = nil, nullToEmpty: Bool = false)
      -> Row
    {
      Row(name: name, content: content, kind: .string, nullToEmpty: nullToEmpty)
    }
    static func url(
      _ name: String, _ content: String? = nil, _ rule: URLReflectedAttribute.Rule = .standard
    ) -> Row {
      Row(name: name, content: content, kind: .url(rule))
    }
    static func boolean(_ name: String, _ content: String? = nil) -> Row {
      Row(name: name, content: content, kind: .boolean)
    }
    static func long(_ name: String, default value: Int32 = 0) -> Row {
      Row(name: name, content: nil, kind: .long(default: value))
    }
    static func nonNegativeLong(_ name: String, default value: Int32 = -1) -> Row {
      Row(name: name, content: nil, kind: .nonNegativeLong(default: value))
    }
    static func unsigned(_ name: String, default value: UInt32 = 0) -> Row {
      Row(name: name, content: nil, kind: .unsignedLong(default: value))
    }
    static func positiveWithFallback(_ name: String, default value: UInt32) -> Row {
      Row(name: name, content: nil, kind: .positiveUnsignedLongWithFallback(default: value))
    }
    static func clamped(_ name: String, _ min: UInt32, _ max: UInt32, default value: UInt32)
      -> Row
    {
      Row(name: name, content: nil, kind: .clampedUnsignedLong(min: min, max: max, default: value))
    }
    static func positiveDouble(_ name: String, default value: Double) -> Row {
      Row(name: name, content: nil, kind: .positiveDouble(default: value))
    }
    static func enumerated(
      _ name: String, _ definition: EnumeratedAttribute, _ content: String? = nil
    ) -> Row {
      Row(name: name, content: content, kind: .enumerated(definition))
    }
    static func nullableEnumerated(_ name: String, _ definition: EnumeratedAttribute) -> Row {
      Row(name: name, content: nil, kind: .nullableEnumerated(definition))
    }
  }

  /// The deprecated table-cell alignment attributes shared by several table interfaces.
  private static let cellAlignment: [Row] = [
    .string("align"), .string("ch", "char"), .string("chOff", "charoff"), .string("vAlign"),
  ]

  /// Interface → its own reflected attributes, from each interface's IDL in the HTML standard
  /// (https://html.spec.whatwg.org/multipage/indices.html#all-interfaces) and its obsolete
  /// features section (https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis).
  private static let table: [String: [ReflectedAttribute]] = {
    let rows: [String: [Row]] = [
      // https://html.spec.whatwg.org/multipage/dom.html#htmlelement
      "HTMLElement": [
        .string("title"), .string("lang"), .enumerated("dir", .dir), .boolean("hidden"),
        .boolean("inert"), .string("accessKey"), .boolean("autofocus"), .string("nonce"),
        .enumerated("inputMode", .inputMode), .enumerated("enterKeyHint", .enterKeyHint),
        .nullableEnumerated("popover", .popover),
      ],
      // https://html.spec.whatwg.org/multipage/text-level-semantics.html#htmlanchorelement
      "HTMLAnchorElement": [
        .string("target"), .string("download"), .string("ping"), .string("rel"),
        .string("hreflang"), .string("type"), .enumerated("referrerPolicy", .referrerPolicy),
        .url("href"), .string("coords"), .string("charset"), .string("name"), .string("rev"),
        .string("shape"),
      ],
      // https://html.spec.whatwg.org/multipage/image-maps.html#htmlareaelement
      "HTMLAreaElement": [
        .string("alt"), .string("coords"), .string("shape"), .string("target"),
        .string("download"), .string("ping"), .string("rel"),
        .enumerated("referrerPolicy", .referrerPolicy), .url("href"), .boolean("noHref"),
      ],
      // https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
      "HTMLMediaElement": [
        .url("src"), .nullableEnumerated("crossOrigin", .crossOrigin),
        .enumerated("preload", .preload), .boolean("autoplay"), .boolean("loop"),
        .boolean("controls"), .boolean("defaultMuted", "muted"),
      ],
      // https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement
      "HTMLVideoElement": [
        .unsigned("width"), .unsigned("height"), .url("poster"), .boolean("playsInline"),
      ],
      // https://html.spec.whatwg.org/multipage/semantics.html#htmlbaseelement
      "HTMLBaseElement": [.url("href", nil, .baseHref), .string("target")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLBodyElement-partial
      "HTMLBodyElement": [
        .string("text", nullToEmpty: true), .string("link", nullToEmpty: true),
        .string("vLink", nullToEmpty: true), .string("aLink", nullToEmpty: true),
        .string("bgColor", nullToEmpty: true), .string("background"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLBRElement-partial
      "HTMLBRElement": [.string("clear")],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmlbuttonelement
      "HTMLButtonElement": [
        .boolean("disabled"), .url("formAction", nil, .documentURLWhenEmpty),
        .enumerated("formEnctype", .formControlEnctype),
        .enumerated("formMethod", .formControlMethod), .boolean("formNoValidate"),
        .string("formTarget"), .string("name"), .enumerated("type", .buttonType),
        .string("value"), .enumerated("popoverTargetAction", .popoverTargetAction),
      ],
      // https://html.spec.whatwg.org/multipage/canvas.html#htmlcanvaselement
      "HTMLCanvasElement": [.unsigned("width", default: 300), .unsigned("height", default: 150)],
      // https://html.spec.whatwg.org/multipage/text-level-semantics.html#htmldataelement
      "HTMLDataElement": [.string("value")],
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#htmldetailselement
      "HTMLDetailsElement": [.string("name"), .boolean("open")],
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#htmldialogelement
      "HTMLDialogElement": [.boolean("open")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmldirectoryelement
      "HTMLDirectoryElement": [.boolean("compact")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLDivElement-partial
      "HTMLDivElement": [.string("align")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLDListElement-partial
      "HTMLDListElement": [.boolean("compact")],
      // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmlembedelement
      "HTMLEmbedElement": [
        .url("src"), .string("type"), .string("width"), .string("height"), .string("align"),
        .string("name"),
      ],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement
      "HTMLFieldSetElement": [.boolean("disabled"), .string("name")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmlfontelement
      "HTMLFontElement": [.string("color", nullToEmpty: true), .string("face"), .string("size")],
      // https://html.spec.whatwg.org/multipage/forms.html#htmlformelement
      "HTMLFormElement": [
        .string("acceptCharset", "accept-charset"),
        .url("action", nil, .documentURLWhenEmpty),
        .enumerated("autocomplete", .formAutocomplete), .enumerated("enctype", .formEnctype),
        .enumerated("encoding", .formEnctype, "enctype"), .enumerated("method", .formMethod),
        .string("name"), .boolean("noValidate"), .string("target"), .string("rel"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmlframeelement
      "HTMLFrameElement": [
        .string("name"), .string("scrolling"), .url("src"), .string("frameBorder"),
        .url("longDesc"), .boolean("noResize"), .string("marginHeight", nullToEmpty: true),
        .string("marginWidth", nullToEmpty: true),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmlframesetelement
      "HTMLFrameSetElement": [.string("cols"), .string("rows")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLHeadingElement-partial
      "HTMLHeadingElement": [.string("align")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLHRElement-partial
      "HTMLHRElement": [
        .string("align"), .string("color"), .boolean("noShade"), .string("size"),
        .string("width"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLHtmlElement-partial
      "HTMLHtmlElement": [.string("version")],
      // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement
      "HTMLIFrameElement": [
        .url("src"), .string("srcdoc"), .string("name"), .string("allow"),
        .boolean("allowFullscreen"), .string("width"), .string("height"),
        .enumerated("referrerPolicy", .referrerPolicy), .enumerated("loading", .loading),
        .string("align"), .string("scrolling"), .string("frameBorder"), .url("longDesc"),
        .string("marginHeight", nullToEmpty: true), .string("marginWidth", nullToEmpty: true),
      ],
      // https://html.spec.whatwg.org/multipage/embedded-content.html#htmlimageelement
      "HTMLImageElement": [
        .string("alt"), .url("src"), .string("srcset"), .string("sizes"),
        .nullableEnumerated("crossOrigin", .crossOrigin), .string("useMap"),
        .boolean("isMap"), .unsigned("width"), .unsigned("height"),
        .enumerated("referrerPolicy", .referrerPolicy), .enumerated("decoding", .decoding),
        .enumerated("loading", .loading), .enumerated("fetchPriority", .fetchPriority),
        .string("name"), .url("lowsrc"), .string("align"), .unsigned("hspace"),
        .unsigned("vspace"), .url("longDesc"), .string("border", nullToEmpty: true),
      ],
      // https://html.spec.whatwg.org/multipage/input.html#htmlinputelement
      "HTMLInputElement": [
        .string("accept"), .string("alt"), .string("autocomplete"),
        .boolean("defaultChecked", "checked"), .string("dirName"), .boolean("disabled"),
        .url("formAction", nil, .documentURLWhenEmpty),
        .enumerated("formEnctype", .formControlEnctype),
        .enumerated("formMethod", .formControlMethod), .boolean("formNoValidate"),
        .string("formTarget"), .unsigned("height"), .string("max"),
        .nonNegativeLong("maxLength"), .string("min"), .nonNegativeLong("minLength"),
        .boolean("multiple"), .string("name"), .string("pattern"), .string("placeholder"),
        .boolean("readOnly"), .boolean("required"), .positiveWithFallback("size", default: 20),
        .url("src"), .string("step"), .enumerated("type", .inputType),
        .string("defaultValue", "value"), .unsigned("width"), .string("align"),
        .string("useMap"), .enumerated("popoverTargetAction", .popoverTargetAction),
      ],
      // https://html.spec.whatwg.org/multipage/forms.html#htmllabelelement
      "HTMLLabelElement": [.string("htmlFor", "for")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLLegendElement-partial
      "HTMLLegendElement": [.string("align")],
      // https://html.spec.whatwg.org/multipage/grouping-content.html#htmllielement
      "HTMLLIElement": [.long("value"), .string("type")],
      // https://html.spec.whatwg.org/multipage/semantics.html#htmllinkelement
      "HTMLLinkElement": [
        .url("href"), .nullableEnumerated("crossOrigin", .crossOrigin), .string("rel"),
        .enumerated("as", .linkAs), .string("media"), .string("integrity"),
        .string("hreflang"), .string("type"), .string("imageSrcset"), .string("imageSizes"),
        .enumerated("referrerPolicy", .referrerPolicy), .boolean("disabled"),
        .enumerated("fetchPriority", .fetchPriority), .string("charset"), .string("rev"),
        .string("target"),
      ],
      // https://html.spec.whatwg.org/multipage/image-maps.html#htmlmapelement
      "HTMLMapElement": [.string("name")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmlmarqueeelement
      "HTMLMarqueeElement": [
        .string("behavior"), .string("bgColor"), .string("direction"), .string("height"),
        .unsigned("hspace"), .unsigned("scrollAmount", default: 6),
        .unsigned("scrollDelay", default: 85), .boolean("trueSpeed"), .unsigned("vspace"),
        .string("width"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLMenuElement-partial
      "HTMLMenuElement": [.boolean("compact")],
      // https://html.spec.whatwg.org/multipage/semantics.html#htmlmetaelement
      "HTMLMetaElement": [
        .string("name"), .string("httpEquiv", "http-equiv"), .string("content"),
        .string("media"), .string("scheme"),
      ],
      // https://html.spec.whatwg.org/multipage/edits.html#htmlmodelement
      "HTMLModElement": [.url("cite"), .string("dateTime")],
      // https://html.spec.whatwg.org/multipage/grouping-content.html#htmlolistelement
      "HTMLOListElement": [
        .boolean("reversed"), .long("start", default: 1), .string("type"), .boolean("compact"),
      ],
      // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmlobjectelement
      "HTMLObjectElement": [
        .url("data"), .string("type"), .string("name"), .string("useMap"), .string("width"),
        .string("height"), .string("align"), .string("archive"), .string("code"),
        .boolean("declare"), .unsigned("hspace"), .unsigned("vspace"), .string("standby"),
        .url("codeBase"), .string("codeType"), .string("border", nullToEmpty: true),
      ],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmloptgroupelement
      "HTMLOptGroupElement": [.boolean("disabled"), .string("label")],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmloptionelement
      "HTMLOptionElement": [.boolean("disabled"), .boolean("defaultSelected", "selected")],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmloutputelement
      "HTMLOutputElement": [.string("name")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLParagraphElement-partial
      "HTMLParagraphElement": [.string("align")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#htmlparamelement
      "HTMLParamElement": [
        .string("name"), .string("value"), .string("type"), .string("valueType"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLPreElement-partial
      "HTMLPreElement": [.long("width")],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmlprogresselement
      "HTMLProgressElement": [.positiveDouble("max", default: 1)],
      // https://html.spec.whatwg.org/multipage/grouping-content.html#htmlquoteelement
      "HTMLQuoteElement": [.url("cite")],
      // https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement
      "HTMLScriptElement": [
        .url("src"), .string("type"), .boolean("noModule"), .boolean("defer"),
        .nullableEnumerated("crossOrigin", .crossOrigin), .string("integrity"),
        .enumerated("referrerPolicy", .referrerPolicy),
        .enumerated("fetchPriority", .fetchPriority), .string("charset"), .string("event"),
        .string("htmlFor", "for"),
      ],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmlselectelement
      "HTMLSelectElement": [
        .string("autocomplete"), .boolean("disabled"), .boolean("multiple"), .string("name"),
        .boolean("required"), .unsigned("size"),
      ],
      // https://html.spec.whatwg.org/multipage/scripting.html#htmlslotelement
      "HTMLSlotElement": [.string("name")],
      // https://html.spec.whatwg.org/multipage/embedded-content.html#htmlsourceelement
      "HTMLSourceElement": [
        .url("src"), .string("type"), .string("srcset"), .string("sizes"), .string("media"),
        .unsigned("width"), .unsigned("height"),
      ],
      // https://html.spec.whatwg.org/multipage/semantics.html#htmlstyleelement
      "HTMLStyleElement": [.string("media"), .string("type")],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableCaptionElement-partial
      "HTMLTableCaptionElement": [.string("align")],
      // https://html.spec.whatwg.org/multipage/tables.html#htmltablecellelement
      "HTMLTableCellElement": [
        .clamped("colSpan", 1, 1000, default: 1), .clamped("rowSpan", 0, 65534, default: 1),
        .string("headers"), .enumerated("scope", .cellScope), .string("abbr"),
        .string("axis"), .string("height"), .string("width"), .boolean("noWrap"),
        .string("bgColor", nullToEmpty: true),
      ] + cellAlignment,
      // https://html.spec.whatwg.org/multipage/tables.html#htmltablecolelement
      "HTMLTableColElement": [.clamped("span", 1, 1000, default: 1), .string("width")]
        + cellAlignment,
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableElement-partial
      "HTMLTableElement": [
        .string("align"), .string("border"), .string("frame"), .string("rules"),
        .string("summary"), .string("width"), .string("bgColor", nullToEmpty: true),
        .string("cellPadding", nullToEmpty: true), .string("cellSpacing", nullToEmpty: true),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableRowElement-partial
      "HTMLTableRowElement": [.string("bgColor", nullToEmpty: true)] + cellAlignment,
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableSectionElement-partial
      "HTMLTableSectionElement": cellAlignment,
      // https://html.spec.whatwg.org/multipage/scripting.html#htmltemplateelement
      "HTMLTemplateElement": [
        .enumerated("shadowRootMode", .shadowRootMode), .boolean("shadowRootDelegatesFocus"),
        .boolean("shadowRootClonable"), .boolean("shadowRootSerializable"),
      ],
      // https://html.spec.whatwg.org/multipage/form-elements.html#htmltextareaelement
      "HTMLTextAreaElement": [
        .string("autocomplete"), .positiveWithFallback("cols", default: 20),
        .string("dirName"), .boolean("disabled"), .nonNegativeLong("maxLength"),
        .nonNegativeLong("minLength"), .string("name"), .string("placeholder"),
        .boolean("readOnly"), .boolean("required"), .positiveWithFallback("rows", default: 2),
        .string("wrap"),
      ],
      // https://html.spec.whatwg.org/multipage/text-level-semantics.html#htmltimeelement
      "HTMLTimeElement": [.string("dateTime")],
      // https://html.spec.whatwg.org/multipage/media.html#htmltrackelement
      "HTMLTrackElement": [
        .enumerated("kind", .trackKind), .url("src"), .string("srclang"), .string("label"),
        .boolean("default"),
      ],
      // https://html.spec.whatwg.org/multipage/obsolete.html#HTMLUListElement-partial
      "HTMLUListElement": [.boolean("compact"), .string("type")],
    ]
    return rows.reduce(into: [:]) { table, entry in
      table[entry.key] = entry.value.map {
        ReflectedAttribute(
          interface: entry.key, name: $0.name,
          contentAttribute: $0.content ?? $0.name.asciiLowercased(), kind: $0.kind,
          legacyNullToEmptyString: $0.nullToEmpty)
      }
    }
  }()
}

/// The keywords and states of an enumerated content attribute, as reflection needs them.
///
/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute
public struct EnumeratedAttribute: Hashable, Sendable {
  /// Each keyword (lowercase) → the canonical keyword of its state.
  public let keywords: [String: String]
  /// The canonical keyword of the missing value default, or `nil` when it is no state or a
  /// state without a keyword.
  public let missingValueDefault: String?
  /// The canonical keyword of the invalid value default, or `nil` (as above).
  public let invalidValueDefault: String?
  /// The canonical keyword of the empty value default (when `""` is not a keyword), or `nil`.
  public let emptyValueDefault: String?

  /// Makes a definition; `keywords` are canonical, `aliases` map more keywords to them.
  public init(
    _ keywords: [String], aliases: [String: String] = [:], missing: String? = nil,
    invalid: String? = nil, empty: String? = nil
  ) {
    var map: [String: String] = [:]
    for keyword in keywords { map[keyword] = keyword }
    for (alias, canonical) in aliases { map[alias] = canonical }
    self.keywords = map
    self.missingValueDefault = missing
    self.invalidValueDefault = invalid
    self.emptyValueDefault = empty
  }

  /// The canonical keyword of the state `value` (an attribute value, `nil` when absent) is in,
  /// or `nil` when it is in no state with a keyword.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute
  public func state(of value: String?) -> String? {
    guard let value else { return missingValueDefault }
    if let canonical = keywords[value.asciiLowercased()] { return canonical }
    if value.isEmpty, let emptyValueDefault { return emptyValueDefault }
    return invalidValueDefault
  }

  // MARK: - Definitions

  /// https://html.spec.whatwg.org/multipage/dom.html#attr-dir
  public static let dir = EnumeratedAttribute(["ltr", "rtl", "auto"])
  /// https://html.spec.whatwg.org/multipage/forms.html#attr-fs-method
  public static let formMethod = EnumeratedAttribute(
    ["get", "post", "dialog"], missing: "get", invalid: "get")
  /// `formmethod`: no missing value default (the form's `method` applies).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-formmethod
  public static let formControlMethod = EnumeratedAttribute(
    ["get", "post", "dialog"], invalid: "get")
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-enctype
  public static let formEnctype = EnumeratedAttribute(
    ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
    missing: "application/x-www-form-urlencoded", invalid: "application/x-www-form-urlencoded")
  /// `formenctype`: no missing value default.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-formenctype
  public static let formControlEnctype = EnumeratedAttribute(
    ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
    invalid: "application/x-www-form-urlencoded")
  /// https://html.spec.whatwg.org/multipage/forms.html#attr-form-autocomplete
  public static let formAutocomplete = EnumeratedAttribute(
    ["on", "off"], missing: "on", invalid: "on")
  /// https://html.spec.whatwg.org/multipage/input.html#attr-input-type
  public static let inputType = EnumeratedAttribute(
    InputTypeState.allCases.map(\.rawValue), missing: "text", invalid: "text")
  /// https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type
  public static let buttonType = EnumeratedAttribute(
    ["submit", "reset", "button"], missing: "submit", invalid: "submit")
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes
  public static let crossOrigin = EnumeratedAttribute(
    ["anonymous", "use-credentials"], aliases: ["": "anonymous"], invalid: "anonymous")
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attributes
  public static let referrerPolicy = EnumeratedAttribute(
    [
      "", "no-referrer", "no-referrer-when-downgrade", "same-origin", "origin",
      "strict-origin", "origin-when-cross-origin", "strict-origin-when-cross-origin",
      "unsafe-url",
    ], missing: "", invalid: "")
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#lazy-loading-attributes
  public static let loading = EnumeratedAttribute(
    ["lazy", "eager"], missing: "eager", invalid: "eager")
  /// https://html.spec.whatwg.org/multipage/embedded-content.html#attr-img-decoding
  public static let decoding = EnumeratedAttribute(
    ["sync", "async", "auto"], missing: "auto", invalid: "auto")
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fetch-priority-attributes
  public static let fetchPriority = EnumeratedAttribute(
    ["high", "low", "auto"], missing: "auto", invalid: "auto")
  /// The missing and invalid defaults are implementation-defined; `metadata` is suggested.
  ///
  /// https://html.spec.whatwg.org/multipage/media.html#attr-media-preload
  public static let preload = EnumeratedAttribute(
    ["none", "metadata", "auto"], aliases: ["": "auto"], missing: "metadata",
    invalid: "metadata")
  /// https://html.spec.whatwg.org/multipage/media.html#attr-track-kind
  public static let trackKind = EnumeratedAttribute(
    ["subtitles", "captions", "descriptions", "chapters", "metadata"], missing: "subtitles",
    invalid: "metadata")
  /// The auto state (missing and invalid) has no keyword.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#attr-th-scope
  public static let cellScope = EnumeratedAttribute(["row", "col", "rowgroup", "colgroup"])
  /// https://html.spec.whatwg.org/multipage/interaction.html#attr-inputmode
  public static let inputMode = EnumeratedAttribute(
    ["none", "text", "tel", "url", "email", "numeric", "decimal", "search"])
  /// https://html.spec.whatwg.org/multipage/interaction.html#attr-enterkeyhint
  public static let enterKeyHint = EnumeratedAttribute(
    ["enter", "done", "go", "next", "previous", "search", "send"])
  /// https://html.spec.whatwg.org/multipage/popover.html#attr-popover
  public static let popover = EnumeratedAttribute(
    ["auto", "manual", "hint"], aliases: ["": "auto"], invalid: "manual")
  /// https://html.spec.whatwg.org/multipage/popover.html#attr-popovertargetaction
  public static let popoverTargetAction = EnumeratedAttribute(
    ["toggle", "show", "hide"], missing: "toggle", invalid: "toggle")
  /// https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootmode
  public static let shadowRootMode = EnumeratedAttribute(["open", "closed"])
  /// The link `as` attribute's keywords: the request destinations.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics.html#attr-link-as
  public static let linkAs = EnumeratedAttribute(
    [
      "fetch", "audio", "audioworklet", "document", "embed", "font", "frame", "iframe",
      "image", "json", "manifest", "object", "paintworklet", "report", "script",
      "serviceworker", "sharedworker", "style", "track", "video", "webidentity", "worker",
      "xslt",
    ])
}
