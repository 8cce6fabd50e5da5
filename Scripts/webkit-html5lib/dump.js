// Action.js body used by record.py. record.py prepends `var __CASE__ = {...};`.
// __CASE__ = {method, data, ctx, id}
//   method: "document-write"            about:blank iframe, document.open/write/close (scripting on)
//           "document-write-sandboxed"  same in an iframe sandbox="allow-same-origin" (scripting off)
//           "document-srcdoc"           iframe srcdoc (scripting on, never quirks)
//           "domparser"                 DOMParser.parseFromString(data, "text/html") (scripting off)
//           "fragment-on"               innerHTML on a context element of the page's document
//           "fragment-off"              innerHTML on a context element of a DOMParser document
//           "page"                      the case data is the page the oracle loaded: dump `document`
var ExtensionPreprocessingJS = {
  run: function (args) {
    var C = __CASE__;
    var HTML = "http://www.w3.org/1999/xhtml", SVG = "http://www.w3.org/2000/svg",
      MATH = "http://www.w3.org/1998/Math/MathML", XLINK = "http://www.w3.org/1999/xlink",
      XML = "http://www.w3.org/XML/1998/namespace", XMLNS = "http://www.w3.org/2000/xmlns/";

    function cmp(a, b) {   // code point order (= UTF-8 byte order, as TreeDump sorts)
      var A = Array.from(a), B = Array.from(b);
      for (var i = 0; i < A.length && i < B.length; i++) {
        var x = A[i].codePointAt(0), y = B[i].codePointAt(0);
        if (x !== y) return x - y;
      }
      return A.length - B.length;
    }
    function qname(n) { return n.prefix ? n.prefix + ":" + n.localName : n.localName; }
    function line(depth, s) { var p = "| "; for (var i = 0; i < depth; i++) p += "  "; return p + s; }
    function node(n, depth, out) {
      switch (n.nodeType) {
        case 1: {
          var ns = n.namespaceURI;
          var name = ns === HTML ? n.localName : ns === SVG ? "svg " + n.localName
            : ns === MATH ? "math " + n.localName : qname(n);
          out.push(line(depth, "<" + name + ">"));
          var attrs = [];
          for (var i = 0; i < n.attributes.length; i++) {
            var a = n.attributes[i], an;
            if (a.namespaceURI === XLINK) an = "xlink " + a.localName;
            else if (a.namespaceURI === XML) an = "xml " + a.localName;
            else if (a.namespaceURI === XMLNS) an = "xmlns " + a.localName;
            else an = qname(a);
            attrs.push([an, a.value]);
          }
          attrs.sort(function (p, q) { return cmp(p[0], q[0]); });
          for (var j = 0; j < attrs.length; j++)
            out.push(line(depth + 1, attrs[j][0] + '="' + attrs[j][1] + '"'));
          if (ns === HTML && n.localName === "template" && n.content) {
            out.push(line(depth + 1, "content"));
            children(n.content, depth + 2, out);
          }
          children(n, depth + 1, out);
          break;
        }
        case 3: out.push(line(depth, '"' + n.data + '"')); break;
        case 4: out.push(line(depth, "<![CDATA[" + n.data + "]]>")); break;
        case 7: out.push(line(depth, "<?" + n.target + " " + n.data + ">")); break;
        case 8: out.push(line(depth, "<!-- " + n.data + " -->")); break;
        case 10:
          if (!n.publicId && !n.systemId) out.push(line(depth, "<!DOCTYPE " + n.name + ">"));
          else out.push(line(depth, "<!DOCTYPE " + n.name + ' "' + n.publicId + '" "' + n.systemId + '">'));
          break;
        default: children(n, depth, out);
      }
    }
    function children(p, depth, out) { for (var c = p.firstChild; c; c = c.nextSibling) node(c, depth, out); }
    function dump(p) { var out = []; children(p, 0, out); return out.join("\n"); }

    var sent = false;
    function done(r) { if (!sent) { sent = true; args.completionFunction(r); } }

    try {
      var m = C.method;
      if (m === "fragment-on" || m === "fragment-off") {
        var doc = m === "fragment-on" ? document
          : new DOMParser().parseFromString("<!DOCTYPE html>", "text/html");
        var parts = C.ctx.split(" "), el;
        if (parts.length === 2)
          el = doc.createElementNS(parts[0] === "svg" ? SVG : parts[0] === "math" ? MATH : HTML, parts[1]);
        else el = doc.createElement(C.ctx);
        el.innerHTML = C.data;
        var root = (el.namespaceURI === HTML && el.localName === "template") ? el.content : el;
        done({ dump: dump(root), compatMode: doc.compatMode });
      } else if (m === "domparser") {
        var d = new DOMParser().parseFromString(C.data, "text/html");
        done({ dump: dump(d), compatMode: d.compatMode });
      } else if (m === "page") {
        done({ dump: dump(document), compatMode: document.compatMode, readyState: document.readyState });
      } else if (m === "document-write" || m === "document-write-sandboxed") {
        var f = document.createElement("iframe");
        if (m === "document-write-sandboxed") f.setAttribute("sandbox", "allow-same-origin");
        document.body.appendChild(f);
        var d = f.contentDocument, w = f.contentWindow;
        d.open();
        var violations = [];
        d.addEventListener("securitypolicyviolation", function (e) {
          violations.push(e.violatedDirective + " " + (e.blockedURI || "") + " " + (e.sample || ""));
        });
        w.__wkScriptRan = 0;
        d.write(C.data);
        d.close();
        var immediate = dump(d), rs = d.readyState;
        setTimeout(function () {
          var later = dump(d);
          done({ dump: immediate, dumpLater: later === immediate ? null : later,
                 compatMode: d.compatMode, readyState: rs, violations: violations,
                 scriptRanMarker: w.__wkScriptRan });
        }, 30);
      } else if (m === "document-srcdoc") {
        var f2 = document.createElement("iframe");
        f2.onload = function () {
          var d2 = f2.contentDocument;
          done({ dump: dump(d2), compatMode: d2.compatMode, readyState: d2.readyState });
        };
        f2.srcdoc = C.data;
        document.body.appendChild(f2);
      } else {
        done({ error: "unknown method " + m });
      }
    } catch (e) {
      done({ error: String(e) + (e && e.stack ? "\n" + e.stack : "") });
    }
  }
};
