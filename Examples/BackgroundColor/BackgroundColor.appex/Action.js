// BackgroundColor: the behaviour of Xcode's "Action Extension" template (no user interface).
// run() reports the page body's inline background colour; the native handler picks a new one;
// finalize() paints it.

var Action = function() {};

Action.prototype = {

    run: function(arguments) {
        // Pass the current inline background colour ("" when the page sets none) to the
        // extension. It arrives under NSExtensionJavaScriptPreprocessingResultsKey.
        arguments.completionFunction({ "currentBackgroundColor": document.body.style.backgroundColor });
    },

    finalize: function(arguments) {
        // The extension's NSExtensionJavaScriptFinalizeArgumentKey dictionary.
        var newBackgroundColor = arguments["newBackgroundColor"];
        if (newBackgroundColor) {
            document.body.style.background = newBackgroundColor;
        } else {
            document.body.style.background = "blue";
        }
    }

};

var ExtensionPreprocessingJS = new Action
