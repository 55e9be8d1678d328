// FileIdentity, readFileBounded and the rest of the file-safety layer live in GlassFiles; code that reads
// scenes sees them through GlassScene.
@_exported import GlassFiles
