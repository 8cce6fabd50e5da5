// DOMPointReadOnly and DOMPoint, as the Geometry Interfaces specification declares them
// (https://drafts.fxtf.org/geometry/#DOMPoint), without matrixTransform (there is no
// DOMMatrix). Scripts/generate-bindings.py documents the extended attributes. The constructors
// and toJSON (the default toJSON steps, from the model's jsonMembers) are hand-written.

[Exposed=(Window,Worker), Serializable]
interface DOMPointReadOnly {
  [Custom] constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double z = 0, optional unrestricted double w = 1);

  [NewObject] static DOMPointReadOnly fromPoint(optional DOMPointInit other = {});

  readonly attribute unrestricted double x;
  readonly attribute unrestricted double y;
  readonly attribute unrestricted double z;
  readonly attribute unrestricted double w;

  [Custom, Default] object toJSON();
};

[Exposed=(Window,Worker), Serializable, LegacyWindowAlias=SVGPoint]
interface DOMPoint : DOMPointReadOnly {
  [Custom] constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double z = 0, optional unrestricted double w = 1);

  [NewObject] static DOMPoint fromPoint(optional DOMPointInit other = {});

  attribute unrestricted double x;
  attribute unrestricted double y;
  attribute unrestricted double z;
  attribute unrestricted double w;
};

// Converted by BindingCall.pointInit (Geometry/DOMPointReadOnlyBinding.swift).
[ImplementedAs=pointInit]
dictionary DOMPointInit {
  unrestricted double x = 0;
  unrestricted double y = 0;
  unrestricted double z = 0;
  unrestricted double w = 1;
};
