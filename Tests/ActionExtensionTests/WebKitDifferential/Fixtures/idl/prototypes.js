// The shape of the prototypes of the interfaces declared in Bindings/IDL (the generated
// bindings): for each operation its `length`, for each attribute whether it has a setter, and
// whether each is an own, enumerable property of the interface's prototype. The member names
// are those the IDL files declare (listed here; GeneratedBindingsTests checks the installed
// prototypes against the IDL itself). Left out, as they differ from WebKit 2.50 and did before
// the IDL: Event's isTrusted ([LegacyUnforgeable]: WebKit puts it on each event, actionjs on
// the prototype), HTMLElement's enterKeyHint (WebKitGTK 2.50 has none), MouseEvent's pageX and
// pageY (WebKit has them on UIEvent, a legacy of its own), Document's body (its setter is not
// implemented).
var ExtensionPreprocessingJS = {
  run: function (args) {
    var r = {};
    var idl = {"Attr":{"operations":[],"attributes":["localName","name","namespaceURI","ownerElement","prefix","specified","value"]},"CharacterData":{"operations":["after","appendData","before","deleteData","insertData","remove","replaceData","replaceWith","substringData"],"attributes":["data","length","nextElementSibling","previousElementSibling"]},"DOMParser":{"operations":["parseFromString"],"attributes":[]},"Document":{"operations":["adoptNode","append","createAttribute","createAttributeNS","createCDATASection","createComment","createDocumentFragment","createElement","createElementNS","createProcessingInstruction","createTextNode","getElementById","getElementsByClassName","getElementsByTagName","getElementsByTagNameNS","importNode","prepend","querySelector","querySelectorAll","replaceChildren"],"attributes":["URL","characterSet","charset","childElementCount","children","compatMode","contentType","defaultView","doctype","documentElement","documentURI","firstElementChild","head","implementation","inputEncoding","lastElementChild","title"]},"DocumentFragment":{"operations":["append","getElementById","prepend","querySelector","querySelectorAll","replaceChildren"],"attributes":["childElementCount","children","firstElementChild","lastElementChild"]},"DocumentType":{"operations":["after","before","remove","replaceWith"],"attributes":["name","publicId","systemId"]},"Element":{"operations":["after","append","attachShadow","before","closest","getAttribute","getAttributeNS","getAttributeNames","getAttributeNode","getAttributeNodeNS","getElementsByClassName","getElementsByTagName","getElementsByTagNameNS","getHTML","hasAttribute","hasAttributeNS","hasAttributes","insertAdjacentElement","insertAdjacentHTML","insertAdjacentText","matches","prepend","querySelector","querySelectorAll","remove","removeAttribute","removeAttributeNS","removeAttributeNode","replaceChildren","replaceWith","setAttribute","setAttributeNS","setAttributeNode","setAttributeNodeNS","setHTMLUnsafe","toggleAttribute","webkitMatchesSelector"],"attributes":["assignedSlot","attributes","childElementCount","children","classList","className","firstElementChild","id","innerHTML","lastElementChild","localName","namespaceURI","nextElementSibling","outerHTML","prefix","previousElementSibling","shadowRoot","slot","tagName"]},"Event":{"operations":["composedPath","initEvent","preventDefault","stopImmediatePropagation","stopPropagation"],"attributes":["bubbles","cancelBubble","cancelable","composed","currentTarget","defaultPrevented","eventPhase","returnValue","srcElement","target","timeStamp","type"]},"FocusEvent":{"operations":[],"attributes":["relatedTarget"]},"HTMLElement":{"operations":["click"],"attributes":["accessKey","autocapitalize","autofocus","contentEditable","dir","draggable","hidden","inert","innerText","inputMode","isContentEditable","lang","nonce","outerText","popover","spellcheck","title","translate"]},"MouseEvent":{"operations":["getModifierState","initMouseEvent"],"attributes":["altKey","button","buttons","clientX","clientY","ctrlKey","metaKey","movementX","movementY","offsetX","offsetY","relatedTarget","screenX","screenY","shiftKey","x","y"]},"Node":{"operations":["appendChild","cloneNode","compareDocumentPosition","contains","getRootNode","hasChildNodes","insertBefore","isDefaultNamespace","isEqualNode","isSameNode","lookupNamespaceURI","lookupPrefix","normalize","removeChild","replaceChild"],"attributes":["baseURI","childNodes","firstChild","isConnected","lastChild","nextSibling","nodeName","nodeType","nodeValue","ownerDocument","parentElement","parentNode","previousSibling","textContent"]},"ProcessingInstruction":{"operations":[],"attributes":["target"]},"ShadowRoot":{"operations":["elementFromPoint","elementsFromPoint","getHTML","setHTMLUnsafe"],"attributes":["activeElement","clonable","delegatesFocus","host","innerHTML","mode","onslotchange","serializable","slotAssignment"]},"Text":{"operations":["splitText"],"attributes":["assignedSlot","wholeText"]},"UIEvent":{"operations":["initUIEvent"],"attributes":["detail","view","which"]},"XMLSerializer":{"operations":["serializeToString"],"attributes":[]}};
    Object.keys(idl).forEach(function (name) {
      var proto = window[name] && window[name].prototype, out = [];
      if (!proto) { r[name] = "missing"; return; }
      idl[name].operations.forEach(function (op) {
        var d = Object.getOwnPropertyDescriptor(proto, op);
        out.push(op + (d ? "=" + (typeof d.value === "function" ? d.value.length : "not a function") + (d.enumerable ? "" : "(hidden)") : " missing"));
      });
      idl[name].attributes.forEach(function (attr) {
        var d = Object.getOwnPropertyDescriptor(proto, attr);
        out.push(attr + (d ? (d.get ? "" : "(no getter)") + (d.set ? "(rw)" : "") + (d.enumerable ? "" : "(hidden)") : " missing"));
      });
      r[name] = out.join(",");
    });
    args.completionFunction(r);
  }
};
