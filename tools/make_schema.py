#!/usr/bin/env python3
"""Writes schema/scene.schema.json (JSON Schema 2020-12) for glass scene files: every key, enum, range and
default of docs/scene-format.md, components included. Standard library only; run it after changing the format:

    python3 tools/make_schema.py
"""
import json
import sys, os, re

M = 100000
def num(lo=None, hi=None, default=None, desc=None, exclusive_min=None):
    s = {"type": "number"}
    if lo is not None: s["minimum"] = lo
    if exclusive_min is not None: s["exclusiveMinimum"] = exclusive_min
    if hi is not None: s["maximum"] = hi
    if default is not None: s["default"] = default
    if desc: s["description"] = desc
    return s
def integer(lo, hi, default=None):
    s = num(lo, hi, default)
    s["type"] = "integer"
    return s
def enum(values, default=None, desc=None):
    s = {"enum": values}
    if default is not None: s["default"] = default
    if desc: s["description"] = desc
    return s
def obj(props, required=(), desc=None):
    s = {"type": "object", "properties": props, "additionalProperties": False}
    if required: s["required"] = list(required)
    if desc: s["description"] = desc
    return s
def ref(name): return {"$ref": f"#/$defs/{name}"}
string = {"type": "string"}
# A title glass draws: refused when empty, as glass refuses it.
title_text = {"type": "string", "minLength": 1}
boolean = {"type": "boolean"}

SEMANTIC = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator",
    "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBlue", "systemGreen", "systemRed",
    "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemIndigo", "systemTeal", "systemCyan",
    "systemMint", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
    "systemGray6", "white", "black", "clear", "tint"]
WEIGHTS = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
STYLES = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
    "caption1", "caption2"]
DEVICES = ["iPhone 17 Pro", "iPhone 17", "iPhone 17 Pro Max", "iPhone Air", "iPhone 16",
    "iPhone SE (3rd generation)", "iPad Pro 11-inch", "iPad Pro 13-inch", "iPad mini"]

# The SF Symbol names glass knows: the table's source is the one list (`glass symbols` prints it too).
# The table's files are every SymbolTable+*.swift in GlassText.
TEXT = os.path.join(os.path.dirname(__file__), "..", "Sources", "GlassText")
SYMBOLS = set()
for name in sorted(os.listdir(TEXT)):
    if name.startswith("SymbolTable+") and name.endswith(".swift"):
        with open(os.path.join(TEXT, name)) as f:
            SYMBOLS |= set(re.findall(r'\("([^"]+)", "[^"]+"\)', f.read()))
SYMBOLS = sorted(SYMBOLS)

defs = {}
defs["symbolName"] = enum(SYMBOLS, desc="an SF Symbol name glass knows (glass symbols lists each with its stand-in)")
plain_color = [{"type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}, {"enum": SEMANTIC}]
defs["color"] = {"description": "#RRGGBB, #RRGGBBAA (straight alpha), a semantic colour name, or {light, dark}: one per look",
    "anyOf": plain_color + [obj({"light": {"anyOf": plain_color}, "dark": {"anyOf": plain_color}}, required=["light", "dark"])]}
defs["point"] = {"type": "array", "prefixItems": [num(-M, M), num(-M, M)], "items": False, "minItems": 2}
defs["frame"] = {"description": "[x, y, width, height] in points; width and height above 0", "type": "array",
    "prefixItems": [num(-M, M), num(-M, M), num(exclusive_min=0, hi=M), num(exclusive_min=0, hi=M)],
    "items": False, "minItems": 4}
defs["gradient"] = obj({"linearGradient": obj({"from": ref("point"), "to": ref("point"),
    "stops": {"type": "array", "minItems": 1, "items": {"type": "array", "prefixItems": [ref("color"), num(0, 1)],
        "items": False, "minItems": 2}}}, required=["from", "to", "stops"])}, required=["linearGradient"])
defs["paint"] = {"anyOf": [ref("color"), ref("gradient")]}
# Bar appearances (UINavigationBarAppearance, UIToolbarAppearance, UITabBarAppearance).
bar_font = obj({"size": num(1, 100, desc="points"), "weight": enum(WEIGHTS)})
def bar_appearance(titles):
    props = {"background": enum(["default", "opaque", "transparent"], "default"), "backgroundColor": ref("color"),
        "shadowColor": ref("color")}
    if titles: props.update({"titleFont": bar_font, "titleColor": ref("color"), "largeTitleColor": ref("color")})
    return obj(props)
def bar_appearances(titles):
    return obj({k: bar_appearance(titles) for k in ["standard", "scrollEdge", "compact", "compactScrollEdge"]})
tab_item = obj({"titleFont": bar_font, "titleColor": ref("color"), "iconColor": ref("color")})
tab_appearances = obj({"backgroundColor": ref("color"), "shadowColor": ref("color"),
    **{k: obj({"normal": tab_item, "selected": tab_item}) for k in ["stacked", "inline", "compactInline"]}})
concentric = {"anyOf": [{"const": "concentric"}, obj({"concentric": obj({"minimum": num(0, M)})}, required=["concentric"])]}
corner = {"anyOf": [num(0, M), concentric]}
defs["corners"] = {"anyOf": [{"const": "capsule"}, num(0, M), concentric,
    obj({k: corner for k in ["topLeft", "topRight", "bottomLeft", "bottomRight"]})]}
defs["fit"] = enum(["fill", "fit", "stretch"], "fill")
defs["material"] = obj({"blurRadius": num(0, 100), "saturation": num(0, 10), "fillOpacity": num(0, 1),
    "refraction": num(0, 10), "highlight": num(0, 10), "shadowOpacity": num(0, 1),
    "adaptiveThreshold": num(0, 100, 50, "L* below which appearance auto takes the dark look")})
appearance = enum(["auto", "light", "dark"], desc="the glass's look: forced, or auto (by the lightness of what lies beneath)")
measured = num(0, 100, desc="written by glass expand (the L* an auto glass measured); ignored")
look = {"appearance": appearance, "measuredLightness": measured}
defs["weight"] = {"anyOf": [{"enum": WEIGHTS}, {"type": "integer", "minimum": 100, "maximum": 900}]}
edges = enum(["soft", "hard", "none"], "soft")
item_flags = {"style": enum(["plain", "prominent"], "plain"), "tint": ref("color"),
    "hidesSharedBackground": boolean, "sharesBackground": boolean}
kinds = {"symbol": ref("symbolName"), "title": {"type": "string", "minLength": 1},
    "system": enum(["done", "close", "cancel", "edit", "add"]), "search": string, "fixedSpace": num(0, 1000),
    "flexibleSpace": {"const": True}, "group": {"type": "array", "minItems": 1, "maxItems": 32, "items": ref("barItem")}}
defs["barItem"] = {"type": "object", "properties": {**kinds, **item_flags}, "additionalProperties": False,
    "minProperties": 1, "oneOf": [{"required": [k]} for k in kinds]}
pos = num(-90000, 90000)
def control_frame():
    return {"type": "array", "prefixItems": [pos, pos, num(exclusive_min=0, hi=10000), num(exclusive_min=0, hi=10000)],
        "items": False, "minItems": 4}

# The frame a menu, popover or action sheet opens from: a point (size 0) or a button's frame.
source_frame = {"type": "array", "prefixItems": [pos, pos, num(0, 10000), num(0, 10000)], "items": False, "minItems": 4}
actions = {"type": "array", "maxItems": 32, "items": obj({"title": title_text,
    "style": enum(["default", "cancel", "destructive"], "default")}, required=["title"])}

center_point = {"type": "array", "prefixItems": [pos, pos], "items": False, "minItems": 2}

# Layout: stacks, spacers and the sizes of a layer a stack places (a layer in a stack takes no frame).
defs["extent"] = {"description": "points, or \"fill\" (as much as is offered); absent: the layer's own size",
    "anyOf": [num(0, M), {"const": "fill"}]}
defs["padding"] = {"description": "points on every edge, true (16 pt), or per edge (leading and trailing swap in right to left)",
    "anyOf": [num(0, M), boolean, obj({k: num(0, M) for k in ["top", "bottom", "leading", "trailing", "left", "right"]})]}
sizing = {"width": ref("extent"), "height": ref("extent"),
    **{k: num(0, M) for k in ["minWidth", "maxWidth", "minHeight", "maxHeight"]}}
Z_ALIGNMENTS = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
placement = {"in": enum(["safeArea", "screen"], "safeArea", "where a top-level stack or glass sits (or give a frame)"),
    "at": enum(Z_ALIGNMENTS, "center", "where in that region")}
def stack(alignments):
    return ({"layers": {"type": "array", "items": ref("layer")}, "spacing": num(0, M, 8),
        "alignment": enum(alignments, "center"), "padding": ref("padding"), "frame": ref("frame"), **sizing, **placement},
        ["layers"])
common = {"type": {"type": "string"}, "name": string,
    "id": {"type": "string", "minLength": 1, "maxLength": 100, "description": "a name an animation's states change the layer by (unique in the scene)"},
    "present": {"type": "boolean", "default": True, "description": "false: not on screen in this state (a state sets it true to bring the layer in)"}}
layers = {
    "shape": ({"frame": ref("frame"), "corners": ref("corners"), "fill": ref("paint"), "opacity": num(0, 1, 1)}, ["frame"]),
    "image": ({"image": string, "frame": ref("frame"), "fit": ref("fit"), "corners": ref("corners"),
        "flip": enum(["horizontal", "vertical", "both"])}, ["image", "frame"]),
    "glass": ({"frame": ref("frame"), "corners": ref("corners"), "style": enum(["regular", "clear", "identity"], "regular"),
        "tint": ref("color"), "state": enum(["normal", "pressed"], "normal"), "material": ref("material"),
        "materialize": num(0, 1, 1, "how far the glass has materialized: 0 none, 1 whole (every channel ramps together)"),
        "press": num(0, 1.5, None, "how far the glass is pressed: 0 at rest, 1 pressed (state pressed), past 1 while a spring overshoots"),
        "contentBlur": num(0, 100, 0, "the content blurred as one layer by this sigma in points, then clipped to the glass: 0 sharp (appearing glass's content sharpens from 8)"),
        "content": {"type": "array", "items": ref("layer")}, **look}, ["frame"]),
    "glassContainer": ({"spacing": num(0, M, 0), "children": {"type": "array",
        "items": {"properties": {"type": {"const": "glass"}}, "allOf": [ref("layer")]}}, **look}, ["children"]),
    "scrollEdge": ({"edge": enum(["top", "bottom", "left", "right"]), "style": enum(["soft", "hard"], "soft"),
        "size": num(0, M, 60)}, ["edge"]),
    "text": ({"text": {"type": "string", "minLength": 1, "maxLength": 4000}, "frame": ref("frame"), "style": enum(STYLES),
        "font": obj({"family": string, "file": string, "size": num(exclusive_min=0, hi=1024), "weight": ref("weight")}),
        "color": ref("color"), "alignment": enum(["leading", "center", "trailing"], "leading"), "lines": integer(0, 1000, 1),
        "opacity": num(0, 1, 1), "vibrant": boolean}, ["text", "frame"]),
    "symbol": ({"name": ref("symbolName"), "frame": ref("frame"), "size": num(exclusive_min=0, hi=853, default=17),
        "weight": ref("weight"), "color": ref("color"), "opacity": num(0, 1, 1), "vibrant": boolean}, ["name", "frame"]),
    "path": ({"d": {"type": "string", "minLength": 1, "maxLength": 200000}, "frame": ref("frame"),
        "viewBox": {"type": "array", "prefixItems": [num(-M, M), num(-M, M), num(exclusive_min=0, hi=M), num(exclusive_min=0, hi=M)],
            "items": False, "minItems": 4},
        "fill": {"anyOf": [ref("paint"), {"const": "none"}]}, "fillRule": enum(["nonzero", "evenodd"], "nonzero"),
        "stroke": obj({"color": ref("color"), "width": num(0, M, 1), "join": enum(["miter", "round", "bevel"], "miter"),
            "cap": enum(["butt", "round", "square"], "butt"), "miterLimit": num(1, 100, 4)}),
        "opacity": num(0, 1, 1)}, ["d", "frame"]),
    "group": ({"layers": {"type": "array", "items": ref("layer")}, **look}, ["layers"]),
    "hstack": stack(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
    "vstack": stack(["leading", "center", "trailing"]),
    "zstack": stack(Z_ALIGNMENTS),
    "spacer": ({"minLength": num(0, M, 8)}, []),
    "statusBar": ({"time": string, "date": string, "style": enum(["auto", "dark", "light"], "auto")}, []),
    "homeIndicator": ({"style": enum(["auto", "dark", "light"], "auto")}, []),
    "navigationBar": ({"title": title_text, "subtitle": title_text, "largeTitle": boolean,
        "backButton": {"anyOf": [boolean, string]}, "leading": {"type": "array", "maxItems": 32, "items": ref("barItem")},
        "trailing": {"type": "array", "maxItems": 32, "items": ref("barItem")}, "scrollEdge": edges,
        "barAppearances": bar_appearances(True), "scrolled": boolean,
        "search": {"anyOf": [boolean, obj({"placement": enum(["trailing", "integrated", "integratedCentered"], "integrated"),
            "placeholder": {"type": "string", "minLength": 1, "maxLength": 200, "default": "Search"}, "text": {"type": "string", "maxLength": 200},
            "active": boolean})]}}, []),
    "toolbar": ({"items": {"type": "array", "maxItems": 32, "items": ref("barItem")}, "scrollEdge": edges,
        "barAppearances": bar_appearances(False), "scrolled": boolean}, []),
    "tabBar": ({"tabs": {"type": "array", "minItems": 1, "maxItems": 6, "items": obj({"symbol": ref("symbolName"), "title": string,
        "badge": string}, required=["symbol"])}, "selected": {"type": "integer", "minimum": 0, "default": 0},
        "search": {"anyOf": [boolean, obj({"placeholder": {"type": "string", "minLength": 1, "maxLength": 200, "default": "Search"},
            "text": {"type": "string", "maxLength": 200}, "active": boolean})]},
        "minimized": boolean, "pressed": boolean,
        "accessory": obj({"content": {"type": "array", "items": ref("layer")}}, required=["content"]),
        "barAppearances": tab_appearances,
        "style": enum(["tabBar", "sidebar"], "tabBar", "on an iPad: the tab bar at the top, or the floating sidebar")}, ["tabs"]),
    "button": ({"frame": control_frame(), "center": {"type": "array", "prefixItems": [pos, pos], "items": False, "minItems": 2},
        "title": title_text, "symbol": ref("symbolName"),
        "configuration": enum(["glass", "prominentGlass", "filled", "tinted", "gray", "plain"], "glass"),
        "size": enum(["small", "medium", "large"], "medium"), "tint": ref("color"),
        "state": enum(["normal", "pressed"], "normal")}, []),
    "switch": ({"origin": {"type": "array", "prefixItems": [pos, pos], "items": False, "minItems": 2}, "on": boolean,
        "tint": ref("color"), "state": enum(["normal", "pressed"], "normal")}, ["origin"]),
    "slider": ({"frame": control_frame(), "value": num(0, 1, 0.5), "ticks": integer(0, 100, 0), "neutralValue": num(0, 1, 0),
        "thumb": boolean, "tint": ref("color")}, ["frame"]),
    "segmentedControl": ({"frame": control_frame(), "segments": {"type": "array", "minItems": 1, "maxItems": 10,
        "items": {"type": "string", "minLength": 1}}, "selected": {"type": "integer", "minimum": 0, "default": 0}},
        ["frame", "segments"]),
    "textField": ({"frame": control_frame(), "center": center_point, "text": {"type": "string", "maxLength": 4000},
        "placeholder": {"type": "string", "maxLength": 4000}, "borderStyle": enum(["roundedRect", "line", "bezel", "none"], "roundedRect"),
        "clearButton": boolean, "focused": boolean, "symbol": ref("symbolName"), "tint": ref("color")}, []),
    "stepper": ({"frame": control_frame(), "center": center_point, "value": num(-1e15, 1e15, 0),
        "minimumValue": num(-1e15, 1e15, 0), "maximumValue": num(-1e15, 1e15, 100)}, []),
    "pageControl": ({"frame": control_frame(), "center": center_point,
        "numberOfPages": integer(0, 2147483647), "currentPage": {"type": "integer", "minimum": 0, "default": 0},
        "currentPageIndicatorTint": ref("color"), "pageIndicatorTint": ref("color"),
        "backgroundStyle": enum(["automatic", "prominent", "minimal"], "automatic")}, ["numberOfPages"]),
    "progressView": ({"frame": control_frame(), "center": center_point, "style": enum(["bar", "circular"], "bar"),
        "progress": num(0, 1), "tint": ref("color"), "trackTint": ref("color"), "size": enum(["medium", "large"], "medium")}, []),
    "sheet": ({"detent": {"anyOf": [enum(["medium", "large"]), num(exclusive_min=0)]}, "dimming": boolean,
        "content": {"type": "array", "items": ref("layer")}}, []),
    "alert": ({"title": title_text, "message": string, "actions": actions}, []),
    "actionSheet": ({"title": title_text, "message": string, "actions": actions, "source": source_frame}, []),
    "menu": ({"source": source_frame, "title": title_text, "items": {"type": "array", "minItems": 1, "maxItems": 64,
        "items": {"anyOf": [obj({"title": title_text, "symbol": ref("symbolName"), "destructive": boolean, "checked": boolean,
            "disabled": boolean}, required=["title"]), obj({"divider": {"const": True}}, required=["divider"])]}}},
        ["source", "items"]),
    "popover": ({"source": source_frame, "size": {"type": "array", "prefixItems": [num(exclusive_min=0, hi=10000),
        num(exclusive_min=0, hi=10000)], "items": False, "minItems": 2, "default": [320, 320]},
        "content": {"type": "array", "items": ref("layer")}}, ["source"]),
    "backgroundExtension": ({"image": string, "frame": control_frame(),
        "edges": {"type": "array", "items": enum(["top", "bottom", "leading", "trailing"])}}, ["image", "frame"]),
    "insetGroupedList": ({"frame": control_frame(), "top": num(0, M, 0), "background": ref("color"),
        "sections": {"type": "array", "minItems": 1, "maxItems": 32, "items": obj({"header": string, "footer": string,
            "rows": {"type": "array", "minItems": 1, "maxItems": 64, "items": obj({
                "title": {"type": "string", "minLength": 1}, "detail": string,
                "icon": obj({"symbol": ref("symbolName"), "color": ref("color"), "style": enum(["tile", "plain"], "tile")},
                    required=["symbol"]),
                "chevron": boolean, "toggle": boolean}, required=["title"])}}, required=["rows"])}}, ["sections"]),
    "splitView": ({**{c: obj({"title": title_text, "content": {"type": "array", "items": ref("layer")}})
            for c in ["primary", "supplementary", "secondary", "inspector"]},
        **{c + "Width": num(100, 2000, 320) for c in ["primary", "supplementary", "inspector"]}},
        ["primary", "secondary"]),
}
# In a stack (or a glass's laid-out content) a layer takes sizes instead of a frame; elsewhere it needs its frame
# (a glass may hug its content instead).
LAID_OUT = ["shape", "image", "glass", "text", "symbol", "path"]
for t in LAID_OUT:
    props, req = layers[t]
    props.update(sizing)
    layers[t] = (props, [k for k in req if k != "frame"])
layers["text"][0]["lineLimit"] = integer(1, 1000)
layers["glass"][0].update({"padding": ref("padding"), "alignment": enum(Z_ALIGNMENTS, "center"), **placement})
COMPONENTS = ["navigationBar", "toolbar", "tabBar", "button", "switch", "slider", "segmentedControl", "sheet", "alert",
    "backgroundExtension", "menu", "popover", "actionSheet",
    "textField", "stepper", "pageControl", "progressView", "insetGroupedList", "splitView"]
for t in COMPONENTS: layers[t][0]["appearance"] = appearance
# Controls stand in a stack too, sized by the stack (sizes, no frame, center or origin); elsewhere they keep the
# placement they need and take no sizes.
CONTROLS = ["button", "switch", "slider", "segmentedControl", "textField", "stepper", "pageControl", "progressView"]
control_placement = {}
for t in CONTROLS:
    props, req = layers[t]
    props.update(sizing)
    control_placement[t] = [k for k in req if k in ("frame", "origin")]
    layers[t] = (props, [k for k in req if k not in ("frame", "origin")])
conditions = []
for t, (props, req) in layers.items():
    name = "layer_" + t
    defs[name] = obj({**common, **props}, required=["type", *req])
    conditions.append({"if": {"properties": {"type": {"const": t}}, "required": ["type"]}, "then": ref(name)})
placed = [t for t in layers if t != "spacer"]
framed = [{"if": {"properties": {"type": {"enum": [t for t in LAID_OUT if t != "glass"]}}, "required": ["type"]},
    "then": {"required": ["frame"]}}]
# `in` and `at` place a stack or glass in the region of the list it heads (the screen's, a group's, a component's
# content): never beside a `frame`, never inside a stack (the stack places it), and a stack in a glass's content
# is placed by the glass (a glass there with `in` or `at` is placed in the glass's space).
PLACES = ["hstack", "vstack", "zstack", "glass"]
def has(*keys): return {"anyOf": [{"required": [k]} for k in keys]}
# (A control that may sit at a `center` needs it or its frame.)
controls_placed = [{"if": {"properties": {"type": {"const": t}}, "required": ["type"]},
    "then": {**({"required": control_placement[t]} if control_placement[t] else has("frame", "center")),
        "not": has(*sizing.keys())}} for t in CONTROLS]
one_place = {"if": {"properties": {"type": {"enum": PLACES}}, "required": ["type", "frame"]}, "then": {"not": has("in")}}
defs["layer"] = {"type": "object", "required": ["type"], "properties": {"type": enum(placed)},
    "allOf": conditions + framed + controls_placed + [one_place]}
# A stack's layers: stacks, spacers and the primitives, placed by the stack (no frame, `in` or `at`).
stacked = LAID_OUT + CONTROLS + ["hstack", "vstack", "zstack", "spacer"]
defs["stackedLayer"] = {"type": "object", "required": ["type"], "properties": {"type": enum(stacked)},
    "not": has("frame", "in", "at", "center", "origin"), "allOf": conditions}
# A glass's content: layers at frames in the glass, or laid out in it (a stack there without `in` or `at`).
unplaced_stack = {"not": {"properties": {"type": {"enum": ["hstack", "vstack", "zstack"]}}, "required": ["type"], **has("in", "at")}}
# (Controls stand at the top, in a group, a panel's content or a stack, never in a glass's content.)
no_control = {"not": {"properties": {"type": {"enum": CONTROLS}}, "required": ["type"]}}
defs["contentLayer"] = {"allOf": [no_control, {"anyOf": [{"allOf": [ref("layer"), unplaced_stack]}, ref("stackedLayer")]}]}
for t in ["hstack", "vstack", "zstack"]:
    defs["layer_" + t]["properties"]["layers"] = {"type": "array", "items": ref("stackedLayer")}
    # Drawn behind the stack's layers at the stack's frame; never changes the stack's size.
    defs["layer_" + t]["properties"]["background"] = ref("stackedLayer")
defs["layer_glass"]["properties"]["content"] = {"type": "array", "items": ref("contentLayer")}

schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/glass/glass/schema/scene.schema.json",
    "title": "glass scene",
    "description": "A glass scene file: a canvas or device, a background and layers painted back to front (docs/scene-format.md).",
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "$schema": {"type": "string", "description": "the schema's path or URL, for editors; glass ignores it"},
        "canvas": obj({"width": num(0, M), "height": num(0, M), "scale": enum([1, 2, 3], 3), "cornerRadius": num(0, M, 0)}),
        "device": {"description": "a device of the table in docs/scene-format.md (case-insensitive, or as a slug)", "anyOf": [{"enum": DEVICES}, string]},
        "orientation": dict(enum(["portrait", "landscape"], "portrait"), description="how the device is held: landscape swaps the canvas's width and height and turns its safe areas"),
        "design": enum(["liquidGlass", "compatibility"], "liquidGlass"),
        "windowed": {"type": "boolean", "default": False, "description": "an iPad scene in a window: the window controls at the top leading corner, bars clear of them"},
        "transition": obj({"progress": num(0, 1, 0.5), "underlay": ref("color")}),
        "appearance": enum(["light", "dark"], "light"),
        "tint": ref("color"),
        "settings": obj({"reduceTransparency": boolean, "increaseContrast": boolean,
            "glassStyle": enum(["clear", "tinted"], "clear"), "boldText": boolean,
            "dynamicType": enum(["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"], "L"),
            "layoutDirection": dict(enum(["leftToRight", "rightToLeft"], "leftToRight"), description="rightToLeft mirrors every component (Arabic, Hebrew); text keeps its own shaping"),
            "reduceMotion": dict(boolean, description="an animated scene cross-fades between its states")},
            desc="the user's settings the scene is rendered under"),
        "background": {"anyOf": [ref("color"), obj({"image": string, "fit": ref("fit")}, required=["image"]), ref("gradient")]},
        "layers": {"type": "array", "items": ref("layer"), "default": []},
        "animation": obj({"states": {"type": "array", "maxItems": 256, "items": obj({
            "name": string,
            "changes": {"type": "object", "description": "layer id → the members of that layer to set (null removes one)",
                "additionalProperties": {"type": "object"}},
            "transition": {"anyOf": [
                enum(["smooth", "snappy", "bouncy", "default", "spring", "interactiveSpring", "linear", "easeIn", "easeOut", "easeInOut"], "smooth"),
                obj({"duration": num(0, 10, 0.5), "bounce": num(-1, 1, 0)}),
                obj({"response": num(0, 10), "dampingFraction": num(0, 10, 0.825)}, required=["response"]),
                obj({"curve": enum(["linear", "easeIn", "easeOut", "easeInOut"]), "duration": num(0, 10, 0.35)}, required=["curve"])]},
            "delay": num(0, 10, 0)})},
            "snapshots": {"type": "array", "maxItems": 64, "items": num(0, 60), "description": "instants (seconds) glass test compares besides the start and the end"}},
            required=["states"], desc="the states after the first (docs/motion.md)"),
    },
    "anyOf": [{"required": ["canvas"]}, {"required": ["device"]}],
    "$defs": defs,
}
root = os.path.join(os.path.dirname(__file__), "..")
path = os.path.join(root, "schema", "scene.schema.json")
text = json.dumps(schema, indent=1, ensure_ascii=False) + "\n"
if sys.argv[1:] == ["--check"]:
    # For the tests: the committed schema is what this script writes (edits by hand are lost on the next run).
    with open(path, encoding="utf-8") as f:
        same = f.read() == text
    print("schema/scene.schema.json is " + ("up to date" if same else "stale: run python3 tools/make_schema.py"))
    sys.exit(0 if same else 1)
with open(path, "w", encoding="utf-8") as f:
    f.write(text)
print("wrote schema/scene.schema.json")
