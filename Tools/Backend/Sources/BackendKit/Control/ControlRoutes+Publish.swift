extension ControlRoutes {
    /// `POST /_backend/publish?tool=kgp&language=fr`: a newer translation of the tool into the
    /// language (the version one higher, its first page changed), served from then on.
    func publish(_ request: BackendRequest) -> BackendResponse {
        guard let godTools else { return .error("this backend serves no GodTools content", status: 404) }
        guard let tool = request.queryValue("tool"), !tool.isEmpty, let language = request.queryValue("language"),
            !language.isEmpty
        else {
            return .error("publish takes ?tool=ABBREVIATION&language=CODE", status: 400)
        }
        guard let translation = godTools.publishNewerTranslation(tool: tool, languageCode: language) else {
            return .error("\(tool) has no translation into \(language)", status: 404)
        }
        return .text(
            "published \(tool) in \(language): translation \(translation.id), version \(translation.version), "
                + "manifest \(translation.manifestName)\n")
    }
}
