// DOMException, as Web IDL declares it (https://webidl.spec.whatwg.org/#idl-DOMException), in
// the order of the prototype's properties (the constants after the attributes). The model's
// class is DOMExceptionObject (Infrastructure/DOMExceptionBinding.swift), a reference to a
// DOMException value; the prototype inherits from Error.prototype (the hand-written
// definition's inheritsFromError). The legacy codes without a DOMException name in the model
// (DOMSTRING_SIZE_ERR, NO_DATA_ALLOWED_ERR, VALIDATION_ERR) are not declared. Hand-written
// ([Custom]): the constructor (a name that is no DOMException name makes an OperationError
// that keeps the message).

[Exposed=*, Serializable, ImplementedAs=DOMExceptionObject]
interface DOMException {
  [Custom] constructor(optional DOMString message = "", optional DOMString name = "Error");
  [ImplementedAs="exception.name.rawValue"] readonly attribute DOMString name;
  [ImplementedAs="exception.message"] readonly attribute DOMString message;
  [ImplementedAs="exception.code"] readonly attribute unsigned short code;

  const unsigned short INDEX_SIZE_ERR = 1;
  const unsigned short HIERARCHY_REQUEST_ERR = 3;
  const unsigned short WRONG_DOCUMENT_ERR = 4;
  const unsigned short INVALID_CHARACTER_ERR = 5;
  const unsigned short NO_MODIFICATION_ALLOWED_ERR = 7;
  const unsigned short NOT_FOUND_ERR = 8;
  const unsigned short NOT_SUPPORTED_ERR = 9;
  const unsigned short INUSE_ATTRIBUTE_ERR = 10;
  const unsigned short INVALID_STATE_ERR = 11;
  const unsigned short SYNTAX_ERR = 12;
  const unsigned short INVALID_MODIFICATION_ERR = 13;
  const unsigned short NAMESPACE_ERR = 14;
  const unsigned short INVALID_ACCESS_ERR = 15;
  const unsigned short TYPE_MISMATCH_ERR = 17;
  const unsigned short SECURITY_ERR = 18;
  const unsigned short NETWORK_ERR = 19;
  const unsigned short ABORT_ERR = 20;
  const unsigned short URL_MISMATCH_ERR = 21;
  const unsigned short QUOTA_EXCEEDED_ERR = 22;
  const unsigned short TIMEOUT_ERR = 23;
  const unsigned short INVALID_NODE_TYPE_ERR = 24;
  const unsigned short DATA_CLONE_ERR = 25;
};
