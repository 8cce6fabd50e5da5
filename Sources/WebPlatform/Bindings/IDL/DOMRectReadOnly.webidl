// DOMRectReadOnly and DOMRect, as the Geometry Interfaces specification declares them
// (https://drafts.fxtf.org/geometry/#domrect). Scripts/generate-bindings.py documents the
// extended attributes. The constructors and toJSON (the default toJSON steps, from the model's
// jsonMembers) are hand-written.

[Exposed=(Window,Worker), Serializable]
interface DOMRectReadOnly {
  [Custom] constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRectReadOnly fromRect(optional DOMRectInit other = {});

  readonly attribute unrestricted double x;
  readonly attribute unrestricted double y;
  readonly attribute unrestricted double width;
  readonly attribute unrestricted double height;
  readonly attribute unrestricted double top;
  readonly attribute unrestricted double right;
  readonly attribute unrestricted double bottom;
  readonly attribute unrestricted double left;

  [Custom, Default] object toJSON();
};

[Exposed=(Window,Worker), Serializable, LegacyWindowAlias=SVGRect]
interface DOMRect : DOMRectReadOnly {
  [Custom] constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRect fromRect(optional DOMRectInit other = {});

  attribute unrestricted double x;
  attribute unrestricted double y;
  attribute unrestricted double width;
  attribute unrestricted double height;
};

// Converted by BindingCall.rectInit (Geometry/DOMRectReadOnlyBinding.swift).
[ImplementedAs=rectInit]
dictionary DOMRectInit {
  unrestricted double x = 0;
  unrestricted double y = 0;
  unrestricted double width = 0;
  unrestricted double height = 0;
};
