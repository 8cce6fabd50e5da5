// form-fill.js — password-manager style "collect the page's fields, then fill them" action.
//
// Exercises: run() collects every form and field (document.forms, form.elements,
// input/textarea/select, type/name/id/autocomplete/placeholder/maxLength/required/disabled/
// readOnly/checked, <label for> indexed once in a Map, wrapping labels via closest("label"),
// aria-labelledby via getElementById, aria-label, placeholder), tags each field with
// dataset.extOpid (data-ext-opid), and returns a description. finalize(argument) fills the fields the way React-controlled inputs need:
// Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(el, v)
// (and the HTMLTextAreaElement / HTMLSelectElement setters), then
// el.dispatchEvent(new Event("input", {bubbles: true})) and "change", focus()/blur(),
// new KeyboardEvent("keyup"), checkbox click() (which fires click/input/change itself),
// select.selectedIndex / options, addEventListener to count the events it caused,
// querySelector("[data-ext-opid='…']") / querySelectorAll("[data-ext-opid]") to find the
// fields again, isConnected. At most MAX_FIELDS (100) fields are handled. Nothing is submitted.
//
// @finalize-argument: {"fields": {"username": "jane.doe@example.com", "email": "jane.doe@example.com", "password": "correct horse battery staple", "name": "Jane Doe", "search": "actionjs", "comment": "Filled by an extension.", "phone": "+1 555 0100", "zip": "94107"}, "checkAll": true, "selectIndex": 1}

var FormFiller = function () {};

FormFiller.prototype = {
    // Autofill only ever needs the first fields of a page; describing thousands (a page of
    // generated forms) would cost seconds in labels/querySelector lookups and bloat the results.
    MAX_FIELDS: 100,

    run: function (arguments) {
        var forms = [];
        var loose = 0;
        var opid = 0;
        var fields = document.querySelectorAll("input, textarea, select");
        var byForm = new Map();
        var skippedFields = 0;
        var labels = this.labelIndex();
        for (var i = 0; i < fields.length; i++) {
            if (opid >= this.MAX_FIELDS) { skippedFields = fields.length - i; break; }
            var el = fields[i];
            var type = (el.type || el.localName || "").toLowerCase();
            if (type === "hidden" || type === "submit" || type === "button" || type === "image" || type === "reset") {
                continue;
            }
            el.dataset.extOpid = "__" + (opid++);
            var form = el.form || el.closest("form");
            if (!form) { loose++; }
            var key = form || "none";
            if (!byForm.has(key)) { byForm.set(key, []); }
            if (byForm.get(key).length < 50) {
                byForm.get(key).push(this.describe(el, type, labels));
            }
        }
        byForm.forEach(function (list, form) {
            var info = { fields: list };
            if (form !== "none") {
                info.action = form.getAttribute("action") || "";
                info.method = (form.getAttribute("method") || "get").toLowerCase();
                info.id = form.id || "";
                info.elementCount = form.elements ? form.elements.length : 0;
            } else {
                info.action = "";
                info.method = "";
                info.id = "";
                info.elementCount = 0;
            }
            forms.push(info);
        });
        arguments.completionFunction({
            url: document.URL,
            documentFormCount: document.forms.length,
            fieldCount: opid,
            fieldsNotDescribed: skippedFields,
            fieldsOutsideForms: loose,
            hasPassword: !!document.querySelector("input[type=password]"),
            forms: forms.slice(0, 20)
        });
    },

    // label[for] texts, indexed once per run (a lookup per field would rescan the page).
    labelIndex: function () {
        var index = new Map();
        var labels = document.querySelectorAll("label[for]");
        for (var i = 0; i < labels.length; i++) {
            var target = labels[i].getAttribute("for");
            if (target && !index.has(target)) { index.set(target, labels[i].textContent || ""); }
        }
        return index;
    },

    labelFor: function (el, index) {
        var text = "";
        if (el.id && index.has(el.id)) {
            text = index.get(el.id);
        }
        if (!text) {
            var wrapping = el.closest("label");
            if (wrapping) { text = wrapping.textContent; }
        }
        if (!text) {
            var by = el.getAttribute("aria-labelledby");
            var labelled = by ? document.getElementById(by.split(/\s+/)[0]) : null;
            if (labelled) { text = labelled.textContent; }
        }
        if (!text) { text = el.getAttribute("aria-label") || el.getAttribute("placeholder") || ""; }
        return String(text).replace(/\s+/g, " ").trim().slice(0, 80);
    },

    describe: function (el, type, labels) {
        return {
            opid: el.dataset.extOpid,
            tag: el.localName,
            type: type,
            name: el.getAttribute("name") || "",
            id: el.id || "",
            autocomplete: el.getAttribute("autocomplete") || "",
            label: this.labelFor(el, labels),
            required: !!el.required,
            disabled: !!el.disabled,
            readOnly: !!el.readOnly,
            maxLength: typeof el.maxLength === "number" ? el.maxLength : -1,
            checked: !!el.checked,
            options: el.localName === "select" ? el.options.length : 0,
            valueLength: (el.value || "").length
        };
    },

    // Which value from the argument belongs in this field?
    classify: function (el) {
        var type = (el.type || "").toLowerCase();
        var hint = [el.getAttribute("name"), el.id, el.getAttribute("autocomplete"),
            el.getAttribute("placeholder"), el.getAttribute("aria-label")].join(" ").toLowerCase();
        if (type === "password") { return "password"; }
        if (type === "email" || /e-?mail/.test(hint)) { return "email"; }
        if (type === "search" || /search|query|\bq\b|\bs\b/.test(hint)) { return "search"; }
        if (type === "tel" || /phone|tel/.test(hint)) { return "phone"; }
        if (/zip|postal/.test(hint)) { return "zip"; }
        if (/user|login|account/.test(hint)) { return "username"; }
        if (/name/.test(hint)) { return "name"; }
        if (el.localName === "textarea") { return "comment"; }
        if (type === "text" || type === "") { return "name"; }
        return "";
    },

    setNativeValue: function (el, value) {
        var proto = el.localName === "textarea" ? HTMLTextAreaElement.prototype :
            el.localName === "select" ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
        var descriptor = Object.getOwnPropertyDescriptor(proto, "value");
        if (descriptor && descriptor.set) {
            descriptor.set.call(el, value);
        } else {
            el.value = value;
        }
        el.dispatchEvent(new Event("input", { bubbles: true }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
    },

    finalize: function (arguments) {
        if (!arguments || typeof arguments !== "object") { return; }
        var values = arguments.fields || {};
        var seen = { input: 0, change: 0, click: 0, keyup: 0 };
        var count = function (e) { seen[e.type] = (seen[e.type] || 0) + 1; };
        ["input", "change", "click", "keyup"].forEach(function (t) {
            document.addEventListener(t, count, true);
        });

        var filled = 0, checked = 0, selected = 0, skipped = 0;
        // The page may have re-rendered since run(): make sure our tags are still there.
        var first = document.querySelector('[data-ext-opid="__0"]');
        if (!first) {
            console.warn("form-fill: fields changed since run(); nothing filled");
            return;
        }
        var tagged = document.querySelectorAll("[data-ext-opid]");
        for (var i = 0; i < tagged.length; i++) {
            var el = tagged[i];
            if (!el.isConnected || el.disabled || el.readOnly) { skipped++; continue; }
            var type = (el.type || "").toLowerCase();
            if (type === "checkbox") {
                if (arguments.checkAll && !el.checked) {
                    el.click();
                    checked++;
                }
                continue;
            }
            if (type === "radio" || type === "file" || type === "range" || type === "color") {
                skipped++;
                continue;
            }
            if (el.localName === "select") {
                var idx = Number(arguments.selectIndex) || 0;
                if (el.options.length > idx && !el.multiple) {
                    el.selectedIndex = idx;
                    this.setNativeValue(el, el.options[idx].value);
                    selected++;
                }
                continue;
            }
            var kind = this.classify(el);
            var value = kind && typeof values[kind] === "string" ? values[kind] : "";
            if (!value) { skipped++; continue; }
            if (el.maxLength > 0 && value.length > el.maxLength) { value = value.slice(0, el.maxLength); }
            if (typeof el.focus === "function") { el.focus(); }
            this.setNativeValue(el, value);
            el.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, key: "Unidentified" }));
            if (typeof el.blur === "function") { el.blur(); }
            filled++;
        }

        ["input", "change", "click", "keyup"].forEach(function (t) {
            document.removeEventListener(t, count, true);
        });
        console.log("form-fill: filled " + filled + ", checked " + checked + ", selected " + selected +
            ", skipped " + skipped + "; events " + JSON.stringify(seen));
    }
};

var ExtensionPreprocessingJS = new FormFiller;
