// NoteTaker: saves the selected text (or, with nothing selected, the page title) as a note.

var NoteTakerPreprocessor = function() {};

NoteTakerPreprocessor.prototype = {

    run: function(parameters) {
        // Safari gives no URL attachment once a preprocessing file is declared, so the URL
        // travels in the results.
        var selection = window.getSelection();
        var results = {
            "URL": document.URL,
            "title": document.title,
            "selection": selection ? selection.toString() : ""
        };
        // Not documented by Apple: some Safari versions pass the extension's bundle identifier.
        if (typeof parameters.extensionName === "string") {
            results.extensionName = parameters.extensionName;
        }
        parameters.completionFunction(results);
    },

    finalize: function(parameters) {
        if (parameters.saved) {
            alert("Saved: " + parameters.note);
        } else {
            alert("The note could not be saved.");
        }
    }

};

var ExtensionPreprocessingJS = new NoteTakerPreprocessor();
