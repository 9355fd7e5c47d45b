import CSDL2
import Testing

@testable import SkeletonSDL

private func keyDown(_ key: SDL_KeyCode, shift: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(key.rawValue)
    event.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
    return event
}

private func textInput(_ text: String) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { raw in
        for (i, byte) in text.utf8.enumerated() { raw[i] = byte }
    }
    return event
}

private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(id.rawValue)
    return event
}

@Test func typedCharactersBecomeCharacterKeysWithShiftApplied() {
    #expect(WindowInput.from(textInput("?")) == .gallery(.key(.character("?"))))
    #expect(WindowInput.from(textInput("3")) == .gallery(.key(.character("3"))))
    #expect(WindowInput.from(textInput(" ")) == .gallery(.key(.character(" "))))
    #expect(WindowInput.from(textInput("[")) == .gallery(.key(.character("["))))
    #expect(WindowInput.from(textInput("ab")) == nil)
}

@Test func keysThatTypeNothingComeFromKeyDown() {
    #expect(WindowInput.from(keyDown(SDLK_RETURN)) == .gallery(.key(.enter)))
    #expect(WindowInput.from(keyDown(SDLK_KP_ENTER)) == .gallery(.key(.enter)))
    #expect(WindowInput.from(keyDown(SDLK_ESCAPE)) == .gallery(.key(.escape)))
    #expect(WindowInput.from(keyDown(SDLK_TAB)) == .gallery(.key(.tab)))
    #expect(WindowInput.from(keyDown(SDLK_TAB, shift: true)) == .gallery(.key(.backTab)))
    #expect(WindowInput.from(keyDown(SDLK_LEFT)) == .gallery(.key(.left)))
    #expect(WindowInput.from(keyDown(SDLK_RIGHT)) == .gallery(.key(.right)))
    #expect(WindowInput.from(keyDown(SDLK_PAGEDOWN)) == .gallery(.key(.pageDown)))
    // Letters type text: their key-down is ignored so they are not delivered twice.
    #expect(WindowInput.from(keyDown(SDLK_q)) == nil)
}

@Test func leftClicksAndWheelTurnsReachTheGallery() {
    var click = SDL_Event()
    click.type = SDL_MOUSEBUTTONDOWN.rawValue
    click.button.button = UInt8(SDL_BUTTON_LEFT)
    click.button.x = 120
    click.button.y = 45
    #expect(WindowInput.from(click) == .gallery(.mouseDown(x: 120, y: 45)))
    click.button.button = UInt8(SDL_BUTTON_RIGHT)
    #expect(WindowInput.from(click) == nil)

    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.preciseY = -1.5
    wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    #expect(WindowInput.from(wheel) == .gallery(.wheel(dx: 0, dy: -1.5)))
    wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
    #expect(WindowInput.from(wheel) == .gallery(.wheel(dx: 0, dy: 1.5)))
}

@Test func windowChangesAreForTheLoop() {
    #expect(WindowInput.from(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)) == .resized)
    #expect(WindowInput.from(windowEvent(SDL_WINDOWEVENT_MINIMIZED)) == .minimized)
    #expect(WindowInput.from(windowEvent(SDL_WINDOWEVENT_RESTORED)) == .restored)
    #expect(WindowInput.from(windowEvent(SDL_WINDOWEVENT_EXPOSED)) == .exposed)
    #expect(WindowInput.from(windowEvent(SDL_WINDOWEVENT_CLOSE)) == .gallery(.quit))
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    #expect(WindowInput.from(quit) == .gallery(.quit))
}
