// DragEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/dnd.html#the-dragevent-interface). There is no
// DataTransfer: dataTransfer is always null ([Custom]).

[Exposed=Window]
interface DragEvent : MouseEvent {
  [Custom] constructor(DOMString type, optional DragEventInit eventInitDict = {});

  [Custom] readonly attribute DataTransfer? dataTransfer;
};
