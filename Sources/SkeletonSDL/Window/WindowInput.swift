import CSDL2
import SkeletonGallery

/// What one SDL event means to the main loop: something for the gallery, or a change of the
/// window itself that the loop handles (sizes, visibility).
enum WindowInput: Equatable {
    /// Forward to the session.
    case gallery(GalleryEvent)
    /// The window or drawable size may have changed.
    case resized
    /// The window was minimised: stop rendering.
    case minimized
    /// The window is visible again.
    case restored
    /// Part of the window must be repainted from the texture.
    case exposed

    /// The meaning of `event`, or nil for events the gallery ignores. Printable keys arrive as
    /// SDL_TEXTINPUT (layout and shift applied, so "?" is shift-/ on any keyboard); keys that type
    /// nothing (arrows, Enter, Escape, Tab, paging) arrive as SDL_KEYDOWN.
    static func from(_ event: SDL_Event) -> WindowInput? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .gallery(.quit)
        case SDL_TEXTINPUT:
            var text = event.text.text
            let typed = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard typed.count == 1, let character = typed.first else { return nil }
            return .gallery(.key(.character(character)))
        case SDL_KEYDOWN:
            let shifted = UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0
            return key(Int(event.key.keysym.sym), shifted: shifted).map { .gallery(.key($0)) }
        case SDL_MOUSEBUTTONDOWN:
            // Touches also arrive as mouse events (which == SDL_TOUCH_MOUSEID, (Uint32)-1); they are not clicks.
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.which != UInt32.max else {
                return nil
            }
            return .gallery(.mouseDown(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.which != UInt32.max else {
                return nil
            }
            return .gallery(.mouseUp)
        case SDL_MOUSEMOTION:
            // A drag moves the timeline bar's playhead; a plain move is the inspector's hover (the
            // gallery redraws only when the view under the pointer changes).
            guard event.motion.which != UInt32.max else { return nil }
            let (x, y) = (Double(event.motion.x), Double(event.motion.y))
            guard event.motion.state & (1 << (UInt32(SDL_BUTTON_LEFT) - 1)) != 0 else {
                return .gallery(.mouseMove(x: x, y: y))
            }
            return .gallery(.mouseDrag(x: x, y: y))
        case SDL_MOUSEWHEEL:
            let flip: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .gallery(.wheel(dx: Double(event.wheel.preciseX * flip), dy: Double(event.wheel.preciseY * flip)))
        case SDL_WINDOWEVENT:
            return windowChange(SDL_WindowEventID(UInt32(event.window.event)))
        default:
            return nil
        }
    }

    /// The gallery key for a key that types no text.
    static func key(_ keycode: Int, shifted: Bool) -> GalleryKey? {
        switch keycode {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_TAB.rawValue): return shifted ? .backTab : .tab
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        default: return nil
        }
    }

    private static func windowChange(_ id: SDL_WindowEventID) -> WindowInput? {
        switch id {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: return .resized
        case SDL_WINDOWEVENT_MINIMIZED: return .minimized
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED: return .restored
        case SDL_WINDOWEVENT_EXPOSED: return .exposed
        case SDL_WINDOWEVENT_CLOSE: return .gallery(.quit)
        default: return nil
        }
    }
}
