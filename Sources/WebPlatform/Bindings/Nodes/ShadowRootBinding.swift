import DOM
import JSCore

/// `ShadowRoot` (the model's `Nodes/ShadowRoot.swift`), a `DocumentFragment` with the
/// DocumentOrShadowRoot members this runtime has, declared in `Bindings/IDL/ShadowRoot.webidl`;
/// `elementFromPoint` and `elementsFromPoint` are answered from the window's layout estimate and
/// retargeted against the shadow root (`shadow/flat-tree-layout.js`).
///
/// `styleSheets` and `adoptedStyleSheets` come from `CSS/DocumentOrShadowRootStyleMembers.swift`.
/// WebKit 2.50 also has `fullscreenElement`, `pointerLockElement` and `getAnimations` on
/// ShadowRoot: left out here, as this runtime has no animations (the same members are missing
/// on Document).
///
/// https://dom.spec.whatwg.org/#interface-shadowroot
enum ShadowRootBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ShadowRoot", parent: DocumentFragmentBinding.definition,
    members: generatedMembers + DocumentOrShadowRootStyleMembers.shadowRootMembers)
}

extension ShadowRoot {
  /// `elementFromPoint(x, y)` within this shadow root: null outside the world's document.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint
  func elementFromPoint(_ x: Double, _ y: Double, world: World) -> Element? {
    guard ownerDocument === world.runtime.document else { return nil }
    return world.window.elementFromPoint(x: x, y: y, scope: self)
  }

  /// `elementsFromPoint(x, y)` within this shadow root: empty outside the world's document.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint
  func elementsFromPoint(_ x: Double, _ y: Double, world: World) -> [Element] {
    guard ownerDocument === world.runtime.document else { return [] }
    return world.window.elementsFromPoint(x: x, y: y, scope: self)
  }
}

extension BindingCall {
  /// A `ShadowRootInit` argument, its members read in IDL order (clonable, delegatesFocus,
  /// mode, serializable, slotAssignment). As WebKit says it: a missing mode is "Member
  /// ShadowRootInit.mode is required and must be an instance of ShadowRootMode", a mode or
  /// slot assignment that is not one of the enum's values just "Type error" (fixture
  /// shadow/attach).
  ///
  /// https://dom.spec.whatwg.org/#dictdef-shadowrootinit
  func shadowRootInit(_ index: Int) throws -> Element.ShadowRootInit {
    let dictionary = try IDLDictionary(self, index)
    let clonable = try dictionary.boolean("clonable")
    let delegatesFocus = try dictionary.boolean("delegatesFocus")
    guard let modeValue = try dictionary.value("mode") else {
      throw JSThrow.typeError(
        "Member ShadowRootInit.mode is required and must be an instance of ShadowRootMode")
    }
    guard let mode = ShadowRoot.Mode(rawValue: try modeValue.toStringChecked()) else {
      throw JSThrow.typeError("Type error")
    }
    let serializable = try dictionary.boolean("serializable")
    var slotAssignment = ShadowRoot.SlotAssignmentMode.named
    if let value = try dictionary.value("slotAssignment") {
      guard let parsed = ShadowRoot.SlotAssignmentMode(rawValue: try value.toStringChecked())
      else { throw JSThrow.typeError("Type error") }
      slotAssignment = parsed
    }
    return Element.ShadowRootInit(
      mode: mode, delegatesFocus: delegatesFocus, slotAssignment: slotAssignment,
      clonable: clonable, serializable: serializable)
  }

  /// A `GetHTMLOptions` argument: `serializableShadowRoots` and a `shadowRoots` sequence
  /// (each a ShadowRoot, else a TypeError).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#gethtmloptions
  func getHTMLOptions(_ index: Int) throws -> GetHTMLOptions {
    let dictionary = try IDLDictionary(self, index)
    let serializable = try dictionary.boolean("serializableShadowRoots")
    let roots = try shadowRoots(in: dictionary)
    return GetHTMLOptions(serializableShadowRoots: serializable, shadowRoots: roots)
  }

  /// The `shadowRoots` member of an options dictionary (`sequence<ShadowRoot>`, empty when
  /// absent): an array of ShadowRoot objects, else a TypeError ("Type error", as WebKit).
  func shadowRoots(in dictionary: IDLDictionary) throws -> [ShadowRoot] {
    var roots: [ShadowRoot] = []
    if let value = try dictionary.value("shadowRoots") {
      // A sequence: arrays only (as `IDLDictionary.stringSequence`).
      guard value.isArray else { throw JSThrow.typeError("Type error") }
      let length = Int(WebIDLInteger.modulo(try value.get("length").toNumber(), bits: 32))
      for position in 0..<length {
        let item = try value.get(at: position)
        guard let root = world.unwrap(item, as: ShadowRootBinding.definition, ShadowRoot.self)
        else { throw JSThrow.typeError("Type error") }
        roots.append(root)
      }
    }
    return roots
  }
}
