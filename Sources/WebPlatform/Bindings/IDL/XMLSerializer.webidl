// XMLSerializer, as the DOM Parsing and Serialization standard declares it
// (https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface).

[Exposed=Window]
interface XMLSerializer {
  [Custom] constructor();
  DOMString serializeToString(Node root);
};
