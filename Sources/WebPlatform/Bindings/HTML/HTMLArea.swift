/// The interfaces of the HTML elements area (`DOM/HTML`): HTMLElement and the specific element
/// interfaces, the form collections, `ValidityState`, and the legacy factory functions
/// (`Option`, `Image`, `Audio`).
enum HTMLArea {
  static let definitions: [InterfaceDefinition] =
    HTMLElementInterfacesBinding.definitions + [
      HTMLOptionsCollectionBinding.definition, HTMLFormControlsCollectionBinding.definition,
      LiveElementNodeListBinding.definition, RadioNodeListBinding.definition,
      ValidityStateBinding.definition, SVGAnimatedStringBinding.definition,
      OptionFactoryBinding.definition, ImageFactoryBinding.definition,
      AudioFactoryBinding.definition,
    ]
}
