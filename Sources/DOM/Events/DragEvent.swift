/// A drag-and-drop event. There is no `DataTransfer` here: `dataTransfer` is always null.
///
/// https://html.spec.whatwg.org/multipage/dnd.html#the-dragevent-interface
public final class DragEvent: MouseEvent {
  /// Makes a drag event. https://html.spec.whatwg.org/multipage/dnd.html#dom-dragevent-dragevent
  public override init(
    _ type: String, _ eventInitDict: MouseEventInit = MouseEventInit(),
    clock: () -> Double = { 0 }
  ) {
    super.init(type, eventInitDict, clock: clock)
  }
}
