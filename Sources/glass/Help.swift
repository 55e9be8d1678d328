import GlassVersion

enum Help {
    static let main = """
        glass: renders iOS 26 Liquid Glass scenes to PNG on the CPU.

        Usage:
          glass render SCENE.json [-o OUT.png]    render one scene
          glass render DIR -o OUTDIR              render every *.json in a folder
          glass render SCENE.json --design both   both designs side by side, labelled
          glass render SCENE.json --matrix appearance=light,dark [--sheet OUT.png]
                                                  one render per combination of traits
          glass animate SCENE.json [-o OUT.png]   an animated scene's frames: an animated PNG, a
                                                  folder of frames (-o DIR/) or a strip (--strip)
          glass animate BEFORE.json AFTER.json    the move from one still scene to another
          glass expand SCENE.json                 print the scene with components and stacks lowered
          glass audit SCENE.json                  the contrast and layout of every text, symbol and
                                                  control
          glass symbols [WORD...]                 the SF Symbol names a scene may use, or a search
          glass test SCENES --goldens DIR         golden-image tests with an HTML report and JUnit
          glass compare A.png B.png [--diff DIFF.png] [--tolerance N]
                                                  compare two images
          glass --help | glass COMMAND --help
          glass --version                         the version and a hash of the sources

        Exit codes: 0 success; 1 images differ or a render failed; 64 usage error;
        65 bad scene or image data; 66 input missing; 73 output cannot be created.
        The scene format is described in docs/scene-format.md.
        """

    static let animate = """
        glass animate: render an animated scene's frames.

        Usage:
          glass animate SCENE.json [-o OUT.png] [--fps N] [--duration S]
          glass animate SCENE.json -o DIR/ [--times T1,T2,...]
          glass animate SCENE.json --strip [-o OUT.png] [--times T1,T2,...]
          glass animate BEFORE.json AFTER.json [...]

        SCENE.json         a scene with "animation": {"states": [...]} (a still scene is one
                           frame); BEFORE AFTER: two still scenes, moved between with .smooth
        -o, --output PATH  an animated PNG (default NAME.png), or with a trailing / (or an
                           existing folder) a folder of NAME@0.250s.png, one a frame
        --strip            one image of labelled frames (default NAME-strip.png): the instants
                           of --times, else six from the start to the end
        --fps N            frames a second, 1-120 (default 60)
        --duration S       seconds to cover, 0-60 (default: until every transition is done)
        --times T,...      instants in seconds (0.25 or 0.25s) for a folder or a strip
        --compression N    zlib level 0-9 (default 2)
        --threads N        threads to render with (default: every core)
        --no-reuse         render every frame alone, whole (the same bytes, slower): each
                           frame otherwise starts from what the one before left and redraws
                           only the layers that changed and what lies over them
        --design D, --reduce-motion, --reduce-transparency, --increase-contrast,
        --bold-text, --glass-style S, --dynamic-type T, --orientation O,
        --layout-direction D
                           as for glass render; --reduce-motion cross-fades between states

        At most 1200 frames a run (lower --fps or --duration). Progress goes to stderr. Frame 0
        is exactly the still render of the first state and the last frame, once every
        transition is done, that of the last. Exit codes as for glass render.
        """

    static let render = """
        glass render: render scenes to PNG.

        Usage:
          glass render SCENE.json [-o OUT.png] [--compression N] [--threads N]
          glass render DIR -o OUTDIR [--compression N] [--threads N] [--scene-timeout S]
          glass render SCENE.json|DIR --matrix K=V1,V2... [-o OUT] [--sheet OUT.png]

        SCENE.json         a scene file; image paths inside it are relative to it
        -o, --output PATH  the PNG to write (default: the scene's name with .png, in the
                           current folder); for a folder of scenes, the folder to write into
        --compression N    zlib level 0-9 (default 2: fast; 9 is smaller and much slower)
        --threads N        threads to render with, exactly (default: every core); the
                           output is the same at any thread count
        --scene-timeout S  seconds each scene of a folder or --matrix render may run (default
                           600, from 0.1 to 86400); one past it is stopped and reported
                           "timed out after S s", the others still render
        --watch            render again whenever the scene or an image it uses changes,
                           until Ctrl-C (one scene only)
        --design D         liquidGlass, compatibility (the pre-26 look), or both: the two
                           side by side in one PNG, each labelled (one scene only)
        --stats            print the time, the peak resident memory and the estimated
                           peak of the render on stderr (one scene only, not with --watch)
        --reduce-transparency, --reduce-motion, --increase-contrast, --bold-text
                           render with that setting of the user's on
        --glass-style S    clear or tinted
        --dynamic-type T   xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5
        --orientation O    portrait or landscape (the device turned; its safe areas follow)
        --layout-direction D  leftToRight or rightToLeft (ltr, rtl): every component mirrors
        --matrix K=V1,V2   render once per combination of values (repeatable: the cross
                           product, at most 256 renders a scene), each to NAME[k1=v1,k2=v2].png
                           (keys sorted); -o names a folder to write into or the name's start.
                           Settings flags and --design join the matrix as keys of one value.
                           Keys: appearance, design, device, boldText, dynamicType,
                           glassStyle, increaseContrast, layoutDirection, orientation,
                           reduceTransparency
        --sheet OUT.png    with --matrix: one image of every render, each labelled with its
                           traits, instead of a file each (one scene only): as many to a
                           row as the last key has values, more when the labels need them

        Output is written to a temporary file and renamed into place: a failed render
        leaves no partial file, and removes a stale output of the same name. Folders of an
        output that do not exist yet are made (a link to a folder on the way is followed;
        a link to nothing, a file, '..' after a missing folder or a name over 255 bytes is
        exit 73 before anything renders).
        A folder render prints progress on stderr when it is a terminal, renders its scenes
        side by side (one per thread), renders every scene even when some fail, and exits
        with the code of the first failure in folder order.
        """

    static let audit = """
        glass audit: measure the legibility of every text and symbol layer of a scene, and
        find what its layout breaks.

        Usage:
          glass audit SCENE.json [--json FILE] [--overlay FILE.png] [--threads N] [--design D]
                      [--matrix K=V1,V2]... [settings flags]
                      [--baseline BASELINE.json [--update-baseline]]

        Each layer, primitive or made by a component, is measured from the rendered pixels:
        its ink (the pixels it covers by at least half) against the same pixels rendered
        without it. A line a layer: its path in the scene, kind, size, weight, the WCAG 2.x
        contrast ratio (the ink's median colour against the background, at the worst tenth
        of the ink's pixels), the APCA Lc, the minimum and PASS or FAIL. Minimums: 4.5:1 for
        text under 18 pt, 3:1 for text at 18 pt or bold (700) and heavier, 3:1 for symbols.

        Then a line a layout finding (PATH  KIND  what is wrong  FAIL), for every text,
        symbol and control:
          truncated    text drawn with "..." where the scene asked for no line limit
                       (lines), or cut by the glass or group it sits in
          overlaps     the ink of two text or symbol layers shares pixels
          unsafe       in the Dynamic Island's band, under the home indicator, or outside
                       the display's rounded corners (the device's own figures)
          offCanvas    partly outside the canvas
          smallTarget  a control, a bar item's glass capsule or a tab's column of its bar
                       whose hit area is under 44 x 44 pt

        --json FILE        write every figure as JSON: {"layers": [{"path", "kind", "sizePt",
                           "weight", "contrast", "apcaLc", "required", "pass", ...}],
                           "findings": [{"path", "kind", "detail", "boundsPx"}]}
        --overlay FILE     write the rendered PNG with each failing layer and each layout
                           finding outlined and labelled (labels clear of the text they flag)
        --baseline BASELINE.json
                           findings accepted by path, kind and traits ({"accepted": [{"path",
                           "kind", "traits", "reason"}]}): only the others fail; entries no
                           render found any more are listed as stale (they do not fail)
        --update-baseline  write every finding of this run into the baseline (keeping the
                           reasons and the entries of traits not audited); exits 0
        --threads N        threads to render with (default: every core); same figures at any count
        --design D         liquidGlass or compatibility (default: the scene's)
        --reduce-transparency, --reduce-motion, --increase-contrast, --bold-text
                           audit with that setting of the user's on
        --glass-style S    clear or tinted
        --dynamic-type T   xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5
        --orientation O    portrait or landscape
        --layout-direction D  leftToRight or rightToLeft (ltr, rtl)
        --matrix K=V1,V2   audit once per combination of values (repeatable: the cross
                           product, at most 256), as glass render --matrix renders them;
                           each line starts with its combination ([appearance=dark] ...),
                           --overlay writes FILE[k1=v1,k2=v2].png each and --json
                           {"renders": [{"traits", "layers", "findings"}]}. Settings flags
                           and --design join the matrix as keys of one value. Keys:
                           appearance, design, device, boldText, dynamicType, glassStyle,
                           increaseContrast, layoutDirection, orientation, reduceTransparency

        A layer that draws nothing (a clear colour, opacity 0, wholly off the canvas) is
        not listed.

        Exit codes: 0 every layer passes and no layout finding is new; 1 some layer is under
        its minimum or a finding is not in the baseline; 64 usage; 65 bad scene or baseline;
        66 scene or baseline missing; 73 an output cannot be written. A scene that fails,
        or an output refused, removes a stale --json and --overlay; folders that do not
        exist yet are made.
        """

    static let expand = """
        glass expand: print a scene with its device and components lowered and its stacks laid
        out, as primitive layers at absolute frames.

        Usage:
          glass expand SCENE.json [--design liquidGlass|compatibility] [settings flags]

        The output is a scene file (JSON on stdout) that glass render renders to the same
        bytes: components become groups of glass, containers, shapes, text, symbols and
        scroll edges laid out against the device's safe areas; hstack, vstack and zstack
        layers become groups of their layers at the frames the layout chose (text with its
        line count), and glass that hugs its content gets its frame.
        """

    static let symbols = """
        glass symbols: list every SF Symbol name a scene may use, or search them by word.

        Usage:
          glass symbols
          glass symbols WORD...

        One line a name, alphabetically: the SF Symbol name (for a symbol layer's "name",
        a button's, bar item's or tab's "symbol"), then the Material Icons glyph drawn in
        its place (SF Symbols cannot be shipped). With words, only the names with a word
        starting with each (words of the name between dots, or of its stand-in):
          glass symbols map          map, map.fill, mappin, mappin.circle, ...
          glass symbols cloud rain   cloud.bolt.rain, cloud.rain, cloud.rain.fill
          glass symbols map.fill     map.fill (a word may span the name's dots)
        No match exits 1 with the closest names. In a scene an unknown name is an error
        that suggests the three closest names.
        """

    static let test = """
        glass test: golden-image tests for your own scenes.

        Usage:
          glass test SCENES --goldens DIR [--record MODE] [--tolerance N] [--report FILE.html]
                     [--junit FILE.xml] [--shard I/N] [--only NAME]... [--artifacts DIR]
                     [--threads N] [--scene-timeout S] [--matrix K=V1,V2]... [settings flags]
                     [--audit [--baseline BASELINE.json [--update-baseline]]]

        SCENES            a scene file, or a folder searched recursively for *.json
        --goldens DIR     where goldens live: DIR/<path relative to SCENES>.png
        --record MODE     never (default; or GLASS_RECORD), missing, failed, all
        --tolerance N     largest channel difference still equal (default 1)
        --only NAME       only this scene: its path relative to SCENES without .json, as
                          reports name it (repeatable; works with --record and --shard)
        --report FILE     one self-contained HTML page: run details, a filter, every scene
                          with its time; each failure with the command that accepts it,
                          its changed region at 1:1, and a viewer with zoom, pan, swipe
                          and onion skin (images embedded once)
        --junit FILE      JUnit XML, one test case a scene with its time, class from its
                          folder, and [[ATTACHMENT|path]] lines for its images
        --shard I/N       only the I-th of N disjoint, stable slices (a CI job matrix)
        --threads N       threads in all, exactly, shared by the scenes run side by side
                          (default: every core)
        --scene-timeout S seconds each scene's check (and its audit) may run (default 600,
                          from 0.1 to 86400); one past it is that scene's error, "timed out
                          after S s", and the others still run
        --artifacts DIR   where expected/actual/diff images of failures go
                          (default .glass-test-artifacts/<name>/)
        --matrix K=V1,V2  test each scene once per combination of values (repeatable: the
                          cross product, at most 256 a scene), each against its own golden
                          DIR/NAME[k1=v1,k2=v2].png (keys sorted); shards split these renders.
                          Keys: appearance, design, device, boldText, dynamicType,
                          glassStyle, increaseContrast, layoutDirection, orientation,
                          reduceTransparency
        --reduce-transparency, --reduce-motion, --increase-contrast, --bold-text, --glass-style S,
        --dynamic-type T  the user's settings (as for render); each is a key of one value
                          in the golden's name (NAME[boldText=true].png), so it is never
                          compared with, nor recorded over, NAME.png
        --audit           also audit every render as `glass audit` does: a line
                          "FAIL: NAME: audit: ..." per layer under its minimum and per
                          layout finding, which fail the run; the report and JUnit list
                          each render's findings
        --baseline BASELINE.json
                          with --audit: findings accepted by path, kind and traits (as for
                          glass audit); only new ones fail, stale entries are listed
        --update-baseline write every audit finding of the run into the baseline

        Prints a line per failure and "N passed, N failed, N errors"; exits 0 when all
        pass, 1 when any differ, are missing or fail to render.
        No symbolic link is followed to a golden, an artifact or a report, nor to a folder
        under SCENES (such a link is reported as an error). Reports are created before any
        scene renders, with their folders and the artifacts' when missing. A scene that errors
        keeps no artifacts of an earlier run; a golden that is not a readable PNG fails, and
        --record failed replaces it; two scenes whose goldens or artifacts would share a
        path (a/b.json and a/b.png/c.json) are errors. GLASS_RECORD must be never, missing,
        failed or all.
        """

    static let compare = """
        glass compare: compare two PNG images channel by channel.

        Usage:
          glass compare A.png B.png [--diff DIFF.png] [--tolerance N]

        Prints the largest channel difference, the number of pixels differing by more
        than the tolerance, PSNR and SSIM (7x7 window, mean over R, G, B).
        --diff PATH      write an image with differences above the tolerance in red
        --tolerance N    largest channel difference still counted as equal (default 1)

        Exits 0 when the images are within tolerance, 1 when they differ (or differ in size).
        """

    /// `glass --version`: the version and the hash of the sources, marked `debug` for a debug build (GlassTesting
    /// skips a debug glass: it renders 75× slower than a release one).
    static var version: String {
        #if DEBUG
            GlassVersion.line(debug: true)
        #else
            GlassVersion.line(debug: false)
        #endif
    }
}
