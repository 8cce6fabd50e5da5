import DOM
import JSCore

/// Members shared by the form-associated element interfaces: `form`, `labels` and the
/// constraint validation API (`willValidate`, `validity`, `validationMessage`,
/// `checkValidity()`, `reportValidity()`, `setCustomValidity()`), over the model's
/// `HTML/FormAssociation.swift`, `HTML/HTMLLabelElement.swift` and
/// `HTML/ConstraintValidation.swift`.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api
enum FormControlMembers {
  /// `form`. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-fae-form
  static let form: BindingMember = .readonly("form") { call in
    call.wrap(try call.this(Element.self).form)
  }

  /// `labels` (`null` for elements that are not labelable, such as hidden inputs).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels
  static let labels: BindingMember = .readonly("labels") { call in
    call.wrap(try call.this(Element.self).labels)
  }

  /// The constraint validation API.
  static let validation: [BindingMember] = [
    .readonly("willValidate") { call in .boolean(try call.this(Element.self).willValidate) },
    .readonly("validity") { call in
      let element = try call.this(Element.self)
      return call.wrap(
        call.world.sameObject("validity", of: element) { ValidityStateObject(element: element) })
    },
    .readonly("validationMessage") { call in
      .string(try call.this(Element.self).validationMessage)
    },
    .operation("checkValidity") { call in .boolean(try call.this(Element.self).checkValidity()) },
    .operation("reportValidity") { call in
      .boolean(try call.this(Element.self).reportValidity())
    },
    .operation("setCustomValidity", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      element.setCustomValidity(try call.string(0))
      return .undefined
    },
  ]

  /// `form`, `labels` and the validation API (input, select, textarea, button, output).
  static let labelable: [BindingMember] = [form, labels] + validation

  /// The text selection API of text controls: no selection is modelled, so the caret sits
  /// at the end of the value and the setters and `setSelectionRange`/`setRangeText` do
  /// nothing (Safari's values after a script sets `value`).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
  static func selection(value: @escaping @Sendable (Element) -> String) -> [BindingMember] {
    [
      .attribute(
        "selectionStart",
        get: { call in .number(Double(value(try call.this(Element.self)).utf16.count)) },
        set: { call in _ = try call.this(Element.self) }),
      .attribute(
        "selectionEnd",
        get: { call in .number(Double(value(try call.this(Element.self)).utf16.count)) },
        set: { call in _ = try call.this(Element.self) }),
      .attribute(
        "selectionDirection",
        get: { call in
          _ = try call.this(Element.self)
          return .string("none")
        },
        set: { call in _ = try call.this(Element.self) }),
      .operation("setSelectionRange", length: 2) { call in
        _ = try call.this(Element.self)
        try call.requireArguments(2)
        return .undefined
      },
      .operation("setRangeText", length: 1) { call in
        _ = try call.this(Element.self)
        try call.requireArguments(1)
        return .undefined
      },
    ]
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
