import DOM
import JSCore

/// The text selection API of text controls (`input`, `textarea`), whose attribute rows are
/// [Custom] in their IDL: no selection is modelled, so the caret sits at the end of the value
/// (Safari's values after a script sets `value`) and the setters do nothing, converting
/// nothing. `setSelectionRange` and `setRangeText` are generated: they convert their arguments,
/// then do nothing (the views' methods below). The other form control members (`form`,
/// `labels`, the constraint validation API) are generated from each interface's IDL.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
enum FormControlMembers {
  /// `selectionStart`: the end of the value (`value` reads the control's value).
  static func selectionStart(value: @escaping @Sendable (Element) -> String) -> BindingMember {
    .attribute(
      "selectionStart",
      get: { call in .number(Double(value(try call.this(Element.self)).utf16.count)) },
      set: { call in _ = try call.this(Element.self) })
  }

  /// `selectionEnd`: the end of the value.
  static func selectionEnd(value: @escaping @Sendable (Element) -> String) -> BindingMember {
    .attribute(
      "selectionEnd",
      get: { call in .number(Double(value(try call.this(Element.self)).utf16.count)) },
      set: { call in _ = try call.this(Element.self) })
  }

  /// `selectionDirection`: "none".
  static let selectionDirection = BindingMember.attribute(
    "selectionDirection",
    get: { call in
      _ = try call.this(Element.self)
      return .string("none")
    },
    set: { call in _ = try call.this(Element.self) })
}

extension HTMLInputElement {
  /// `setSelectionRange(start, end, direction)`: nothing to select (no selection is
  /// modelled); the arguments are converted.
  func setSelectionRange(_ start: Int, _ end: Int, _ direction: String?) {}

  /// `setRangeText(replacement)`: nothing to replace.
  func setRangeText(_ replacement: String) {}

  /// `setRangeText(replacement, start, end, selectionMode)`: nothing to replace.
  func setRangeText(_ replacement: String, start: Int, end: Int, selectionMode: String) {}
}

extension HTMLTextAreaElement {
  /// `setSelectionRange(start, end, direction)`: nothing to select (no selection is
  /// modelled); the arguments are converted.
  func setSelectionRange(_ start: Int, _ end: Int, _ direction: String?) {}

  /// `setRangeText(replacement)`: nothing to replace.
  func setRangeText(_ replacement: String) {}

  /// `setRangeText(replacement, start, end, selectionMode)`: nothing to replace.
  func setRangeText(_ replacement: String, start: Int, end: Int, selectionMode: String) {}
}

extension Element {
  /// `validity` (`[SameObject]`): the world's one ``ValidityStateObject`` for this form
  /// control.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validity
  func validity(world: World) -> ValidityStateObject {
    world.sameObject("validity", of: self) { ValidityStateObject(element: self) }
  }
}

/// A form control's `validity` (`[SameObject]`): a view that reads the element's validity
/// states on each access, so it stays live.
final class ValidityStateObject {
  /// The form control.
  let element: Element

  init(element: Element) { self.element = element }

  /// The current states.
  var state: ValidityState { element.validity }
}

/// `ValidityState` (the model's `HTML/ConstraintValidation.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate
enum ValidityStateBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ValidityState",
    members: [
      flag("valueMissing", \.valueMissing), flag("typeMismatch", \.typeMismatch),
      flag("patternMismatch", \.patternMismatch), flag("tooLong", \.tooLong),
      flag("tooShort", \.tooShort), flag("rangeUnderflow", \.rangeUnderflow),
      flag("rangeOverflow", \.rangeOverflow), flag("stepMismatch", \.stepMismatch),
      flag("badInput", \.badInput), flag("customError", \.customError),
      .readonly("valid") { call in .boolean(try call.this(ValidityStateObject.self).state.valid) },
    ],
    modelType: ValidityStateObject.self)

  private static func flag(_ name: String, _ path: KeyPath<ValidityState, Bool> & Sendable)
    -> BindingMember
  {
    .readonly(name) { call in .boolean(try call.this(ValidityStateObject.self).state[keyPath: path])
    }
  }
}

extension World {
  /// The `[SameObject]` helper `name` of `node` in this world: made on first use, then
  /// the same object (so its wrapper is too).
  func sameObject<T: AnyObject>(_ name: String, of node: Node, make: () -> T) -> T {
    let key = ObjectIdentifier(node)
    if let existing = windowState.sameObjects[key]?[name] as? T { return existing }
    let made = make()
    windowState.sameObjects[key, default: [:]][name] = made
    return made
  }
}
