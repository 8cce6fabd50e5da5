/// The interfaces of the window area (`WebPlatform/Window`).
enum WindowArea {
  static let definitions: [InterfaceDefinition] = [
    WindowBinding.definition, LocationBinding.definition, HistoryBinding.definition,
    NavigatorBinding.definition, ScreenBinding.definition, ScreenOrientationBinding.definition,
    VisualViewportBinding.definition, MediaQueryListBinding.definition,
    MediaQueryListEventBinding.definition, StorageBinding.definition,
    PerformanceBinding.definition, PerformanceEntryBinding.definition,
    PerformanceMarkBinding.definition, PerformanceMeasureBinding.definition,
    IdleDeadlineBinding.definition, CSSComputedStyleDeclarationBinding.definition,
    WindowPropertiesBinding.definition,
  ]
}
