import ToolsData

/// Writes a read tree back as XML the reader takes: every name behind a prefix (so a name the
/// reader shortened stays as it is), `n:` declared on the element for its namespace, `u:`
/// never declared for none; text and attribute values escaped.
enum ContentXMLWriter {
    static func xml(_ element: ContentXMLElement) -> String {
        var output = ""
        write(element, into: &output)
        return output
    }

    private static func write(_ element: ContentXMLElement, into output: inout String) {
        let qualified = (element.namespace == nil ? "u:" : "n:") + element.name
        output += "<" + qualified
        if let namespace = element.namespace {
            output += " xmlns:n=\"" + escaped(namespace, quote: true) + "\""
        }
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
            output += " w:" + name + "=\"" + escaped(value, quote: true) + "\""
        }
        guard !element.children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children {
            switch child {
            case .element(let inner): write(inner, into: &output)
            case .text(let text): output += escaped(text, quote: false)
            }
        }
        output += "</" + qualified + ">"
    }

    private static func escaped(_ text: String, quote: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quote: output += "&quot;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
