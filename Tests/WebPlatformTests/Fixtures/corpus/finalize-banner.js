// finalize-banner.js — Apple's Action extension template, grown the way apps grow it.
//
// Exercises: the template's exact shape (`var Action = function() {}; Action.prototype = {
// run: function(arguments) {...}, finalize: function(arguments) {...} }; var
// ExtensionPreprocessingJS = new Action`), run() returning URL / title / selected text /
// document.referrer / readyState / contentType / a few navigator fields, and finalize()
// reading the handler's dictionary with arguments["key"]: document.body.style.backgroundColor
// (blue when the key is missing, as the template does), document.createElement,
// createTextNode, setAttribute, element.style.cssText, appendChild, insertBefore(banner,
// document.body.firstChild), element.id, Element.prototype.append with several nodes,
// addEventListener("click") on the banner, setTimeout to remove it (never fires before the
// report in a virtual clock), document.getElementById, alert() with the message.
//
// @finalize-argument: {"bgColor": "#fffbe6", "message": "Saved to Pocketful", "count": 3, "tags": ["news", "later"], "showAlert": true}

var Action = function() {};

Action.prototype = {

    run: function(arguments) {
        // Pass the page's URL, title and selection to the extension's native code.
        var selection = "";
        if (window.getSelection) {
            selection = String(window.getSelection() || "");
        }
        arguments.completionFunction({
            "URL": document.URL,
            "title": document.title,
            "selection": selection,
            "referrer": document.referrer || "",
            "readyState": document.readyState,
            "contentType": document.contentType || "text/html",
            "compatMode": document.compatMode || "",
            "userAgent": navigator.userAgent || "",
            "language": navigator.language || "",
            "cookieEnabled": !!navigator.cookieEnabled
        });
    },

    finalize: function(arguments) {
        // Apple's template: use the colour the extension chose, or blue.
        var bgColor = arguments["bgColor"];
        document.body.style.backgroundColor = bgColor ? bgColor : "blue";

        var old = document.getElementById("pocketful-banner");
        if (old && old.parentNode) {
            old.parentNode.removeChild(old);
        }

        var banner = document.createElement("div");
        banner.id = "pocketful-banner";
        banner.setAttribute("role", "status");
        banner.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:2147483647;" +
            "padding:12px;font:600 15px -apple-system,sans-serif;text-align:center";
        banner.style.background = "#222";
        banner.style.color = "#fff";

        var message = arguments["message"] || "Saved";
        var strong = document.createElement("strong");
        strong.appendChild(document.createTextNode(message));
        banner.appendChild(strong);

        var tags = arguments["tags"];
        if (tags && tags.length) {
            var small = document.createElement("small");
            small.textContent = " — " + Array.prototype.join.call(tags, ", ");
            var count = document.createElement("span");
            count.className = "count";
            count.textContent = " (" + (arguments["count"] || 0) + " items)";
            banner.append(small, count, " ");
        }

        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "×";
        close.setAttribute("aria-label", "Close");
        banner.appendChild(close);
        banner.addEventListener("click", function(event) {
            if (event.target === close && banner.parentNode) {
                banner.parentNode.removeChild(banner);
            }
        });

        document.body.insertBefore(banner, document.body.firstChild);
        setTimeout(function() {
            if (banner.parentNode) { banner.parentNode.removeChild(banner); }
        }, 4000);

        if (arguments["showAlert"]) {
            alert(message + " (" + document.title + ")");
        }
    }

};

var ExtensionPreprocessingJS = new Action;
