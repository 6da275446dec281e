//! The start screen: title, language, and a new game with its mode.

use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};
use crate::prefs::{PlayMode, Prefs};

#[derive(Properties, PartialEq)]
pub struct StartProps {
    pub prefs: Prefs,
    /// Called with the new settings when the user changes the language or the mode.
    pub on_prefs: Callback<Prefs>,
}

/// The first screen a player sees.
#[function_component(StartScreen)]
pub fn start_screen(props: &StartProps) -> Html {
    let prefs = props.prefs;
    let lang = prefs.lang;
    let choosing = use_state(|| false);

    let lang_buttons = Lang::ALL.iter().map(|&l| {
        let on_prefs = props.on_prefs.clone();
        let onclick = Callback::from(move |_| on_prefs.emit(Prefs { lang: l, ..prefs }));
        html! {
            <button type="button" class={classes!("chip", (l == lang).then_some("chip-on"))}
                    aria-pressed={(l == lang).to_string()} lang={l.tag()} {onclick}>
                { l.own_name() }
            </button>
        }
    });

    let mode_option = |mode: PlayMode, label: Msg, help: Msg, id: &'static str| {
        let on_prefs = props.on_prefs.clone();
        let onchange = Callback::from(move |_| on_prefs.emit(Prefs { mode, ..prefs }));
        html! {
            <label class={classes!("mode", (prefs.mode == mode).then_some("mode-on"))} for={id}>
                <input type="radio" name="mode" id={id} checked={prefs.mode == mode} {onchange} />
                <span class="mode-name">{ t(lang, label) }</span>
                <span class="mode-help">{ t(lang, help) }</span>
            </label>
        }
    };

    let new_game = if *choosing {
        let back = {
            let choosing = choosing.clone();
            Callback::from(move |_| choosing.set(false))
        };
        html! {
            <section class="panel new-game" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{ t(lang, Msg::NewGame) }</h2>
                <fieldset class="modes">
                    <legend>{ t(lang, Msg::Mode) }</legend>
                    { mode_option(PlayMode::PassAndPlay, Msg::ModePassAndPlay, Msg::ModePassAndPlayHelp, "mode-pass") }
                    { mode_option(PlayMode::OpenHands, Msg::ModeOpenHands, Msg::ModeOpenHandsHelp, "mode-open") }
                </fieldset>
                <div class="actions">
                    <button type="button" class="secondary" onclick={back}>{ t(lang, Msg::Back) }</button>
                    <button type="button" class="primary" id="start-game" disabled=true
                            aria-describedby="start-note">{ t(lang, Msg::StartGame) }</button>
                </div>
                <p class="note" id="start-note">{ t(lang, Msg::StartGameUnavailable) }</p>
            </section>
        }
    } else {
        let open = {
            let choosing = choosing.clone();
            Callback::from(move |_| choosing.set(true))
        };
        html! {
            <button type="button" class="primary big" id="new-game" onclick={open}>{ t(lang, Msg::NewGame) }</button>
        }
    };

    html! {
        <div class="start">
            <header class="hero">
                <div class="logo" aria-hidden="true"></div>
                <h1 id="title">{ t(lang, Msg::Title) }</h1>
                <p class="subtitle">{ t(lang, Msg::Subtitle) }</p>
            </header>
            { new_game }
            <section class="panel settings">
                <h2>{ t(lang, Msg::Language) }</h2>
                <div class="chips" role="group" aria-label={t(lang, Msg::Language)}>{ for lang_buttons }</div>
            </section>
            <footer class="footer">
                <span class="badge">{ t(lang, Msg::OfflineReady) }</span>
                <p>{ t(lang, Msg::Footer) }</p>
            </footer>
        </div>
    }
}
