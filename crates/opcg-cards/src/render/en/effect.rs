//! Effect bodies: sentences joined by "Then,", "and"-chains, clauses.

use super::*;

/// An effect body as sentences.
pub fn effect(ctx: Ctx, e: &Effect) -> String {
    match e {
        Effect::Seq(v) if v.len() >= 2 => {
            let mut s = String::new();
            for (i, part) in v.iter().enumerate() {
                let c = chain(&ctx, part);
                if i == 0 {
                    s.push_str(&capitalise(&c));
                    s.push('.');
                } else {
                    s.push_str(" Then, ");
                    s.push_str(&lower_first(&c));
                    s.push('.');
                }
            }
            s
        }
        Effect::Seq(v) if v.len() == 1 => format!("{}.", capitalise(&chain(&ctx, &v[0]))),
        // "… gains [A], [B] or [C] …": one sentence
        Effect::ChooseOne { .. } if crate::render::keyword_choice(e).is_some() => format!("{}.", capitalise(&chain(&ctx, e))),
        Effect::ChooseOne { by, options: opts } => {
            let mut s = String::from(if *by != Side::Opponent { "Choose one:" } else { "Your opponent chooses one:" });
            for o in opts {
                s.push_str("\n• ");
                s.push_str(&effect(ctx, o));
            }
            s
        }
        Effect::MayPay { cost, then } => format!("{} {}", costs(&ctx, cost), effect(ctx, then)),
        // "If …, choose one:"
        Effect::If(c, b) if matches!(**b, Effect::ChooseOne { .. }) && crate::render::keyword_choice(b).is_none() => {
            capitalise(&format!("if {}, {}", condition(&ctx, c), lower_first(&effect(ctx, b))))
        }
        // unread text, carried out by hand: written as it was printed
        Effect::ByHand(t) => t.clone(),
        other => format!("{}.", capitalise(&chain(&ctx, other))),
    }
}

/// Clauses joined by " and " (no final period).
pub(super) fn chain(ctx: &Ctx, e: &Effect) -> String {
    match e {
        // "draw 1 card if you have …" (a hinted wording, one clause only)
        Effect::If(c, b) if ctx.trailing_if && !matches!(**b, Effect::Seq(_) | Effect::If(..) | Effect::ChooseOne { .. }) => {
            format!("{} if {}", chain(ctx, b), condition(ctx, c))
        }
        // "if that Character has 5000 power or less, K.O. it"
        Effect::If(c @ Condition::ChosenAtMost { .. }, b) if matches!(&**b, Effect::Targeted { sel, act: Act::Ko } if sel.what == Targetable::Chosen) => {
            format!("if {}, K.O. it", condition(ctx, c))
        }
        // "If …, A. Then, B." where B acts on what A chose (`compile::push_then`)
        Effect::If(c, b) if !ctx.dependent_chained && crate::render::dependent_step(b).is_some() => match (&**b, crate::render::dependent_step(b)) {
            (Effect::Seq(v), Some(i)) => format!(
                "if {}, {}. Then, {}",
                condition(ctx, c),
                lower_first(&chain(ctx, &crate::render::steps(&v[..i]))),
                lower_first(&chain(ctx, &crate::render::steps(&v[i..])))
            ),
            _ => String::new(),
        },
        Effect::If(c, b) => format!("if {}, {}", condition(ctx, c), lower_first(&chain(ctx, b))),
        // "Reveal 1 card … . If that card …"
        Effect::Seq(v)
            if matches!(v.as_slice(), [Effect::RevealTop { .. } | Effect::DeclareCostReveal, Effect::If(Condition::ChosenIs(_) | Condition::ChosenHasDeclaredCost, _)])
                || matches!(v.as_slice(), [first, Effect::If(Condition::ChosenIs(_), _)] if crate::compile::en::chooses_cards_that_stay(first)) =>
        {
            format!("{}. {}", chain(ctx, &v[0]), capitalise(&chain(ctx, &v[1])))
        }
        // "This Character gains [Banish] and +1000 power during this battle"
        Effect::Seq(v) if gains_and_power(v).is_some() => match gains_and_power(v) {
            Some((sel, k, n, d)) => format!("{} {} {} and {}{}", selector(ctx, sel), gains(sel), keyword_tag(k), amount(&Amount::Fixed(n), "power"), duration(d)),
            None => String::new(),
        },
        // "This Character cannot be K.O.'d in battle and gains +2000 power until the start of your next turn"
        Effect::Seq(v) if prohibition_and_power(v).is_some() => match prohibition_and_power(v) {
            Some((sel, p, n, d)) => format!("{} cannot {} and {} {}{}", selector(ctx, sel), prohibition(p), gains(sel), amount(&Amount::Fixed(n), "power"), duration(d)),
            None => String::new(),
        },
        Effect::Seq(v) if set_active_with_don(v).is_some() => match set_active_with_don(v) {
            Some((sel, n)) => format!("set {} and up to {n} of your DON!! cards as active", selector(ctx, sel)),
            None => String::new(),
        },
        // "A. B." (the ". " joiner): each clause a sentence of its own
        Effect::Seq(v) if ctx.join == ". " => v.iter().map(|p| capitalise(&chain(ctx, p))).collect::<Vec<_>>().join(ctx.join),
        // "you may A. B.": a "may" before other clauses ends its sentence ("you may A and B" is
        // the whole chain made optional, `compile::en::effect::chain`)
        Effect::Seq(v) => {
            let mut out = String::new();
            for (i, p) in v.iter().enumerate() {
                match i {
                    0 => out.push_str(&chain(ctx, p)),
                    _ if matches!(v[i - 1], Effect::May(_)) => {
                        out.push_str(". ");
                        out.push_str(&capitalise(&chain(ctx, p)));
                    }
                    _ => {
                        out.push_str(ctx.join);
                        out.push_str(&chain(ctx, p));
                    }
                }
            }
            out
        }
        other => clause(ctx, other),
    }
}

pub fn clause(ctx: &Ctx, e: &Effect) -> String {
    // the families of the one grammar (crate::grammar), then this language's own
    if let Some((s, _)) = crate::grammar::render_clause(e, game_core::Lang::En, super::this(ctx)) {
        return s;
    }
    match e {
        Effect::Nothing => String::new(),
        Effect::ByHand(t) => t.clone(),
        Effect::Seq(_) | Effect::If(..) => chain(ctx, e),
        Effect::IfDone(a, b) => format!("{}. If you do, {}", chain(ctx, a), lower_first(&chain(ctx, b))),
        Effect::May(b) => format!("you may {}", lower_first(&chain(ctx, b))),
        Effect::MayPay { cost, then } => format!("{} {}", costs(ctx, cost), chain(ctx, then)),
        Effect::ChooseOne { .. } => match crate::render::keyword_choice(e) {
            // the first grant's words, its keyword replaced by all of them ("[A], [B] or [C]")
            Some((first, ks)) => {
                let tags: Vec<&str> = ks.iter().map(|&k| keyword_tag(k)).collect();
                let list = match tags.split_last() {
                    Some((last, init)) => format!("{} or {last}", init.join(", ")),
                    None => String::new(),
                };
                chain(ctx, first).replacen(tags[0], &list, 1)
            }
            None => effect(*ctx, e),
        },
        Effect::Draw { amount: a, .. } => format!("draw cards ({})", amount(a, "")),
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count, up_to, filter, to: Dest::Trash } => format!(
            "trash {}{count} {} from your hand",
            if *up_to { "up to " } else { "" },
            hand_filter(*count, filter)
        ),
        Effect::Targeted { sel, act } => targeted(ctx, sel, act),
        Effect::Search { look, filter, up_to, pick_to, rest, .. } => {
            let it = if *up_to == 1 { "it" } else { "them" };
            let pick = match pick_to {
                PickTo::Hand | PickTo::HandUnrevealed => format!("add {it} to your hand"),
                PickTo::Play { rested: false } => format!("play {it}"),
                PickTo::Play { rested: true } => format!("play {it} rested"),
                PickTo::Trash => format!("trash {it}"),
                PickTo::Life { face_up } => format!("add {it} to the top of your Life cards{}", if *face_up { " face-up" } else { "" }),
            };
            if let PickTo::Play { rested } = pick_to {
                let rest = words::text_of(words::RESTS, rest, LANG);
                return format!(
                    "look at {look} {} from the top of your deck and play up to {up_to} {}{}. Then, {rest}",
                    cards(*look),
                    hand_filter(*up_to, filter),
                    if *rested { " rested" } else { "" }
                );
            }
            let rest = words::text_of(words::RESTS, rest, LANG);
            format!(
                "look at {look} {} from the top of your deck; reveal up to {up_to} {} and {pick}. Then, {rest}",
                cards(*look),
                hand_filter(*up_to, filter)
            )
        }
        Effect::Play { from, filter, up_to, rested } => format!(
            "play up to {}{} from your {}{}{}{}",
            // "1 each of [A], [B], and [C]" (Filter::one_each)
            if filter.one_each {
                format!("1 each of {}", crate::grammar::filter::write_hand_each(filter, game_core::Lang::En))
            } else {
                format!("{up_to} {}", hand_filter(*up_to, filter))
            },
            // the counted bound: after the limits a list of alternatives shares, else after "from your hand"
            if filter.cost_max_don && !filter.any_of.is_empty() { DON_BOUND } else { "" },
            match from {
                PlayFrom::Hand => "hand",
                PlayFrom::Trash => "trash",
                PlayFrom::DeckTop => "deck",
                PlayFrom::HandOrTrash => "hand or trash",
                PlayFrom::Deck => "deck, then shuffle your deck",
            },
            if filter.cost_max_don && filter.any_of.is_empty() { DON_BOUND } else { "" },
            if filter.colour_not_chosen { " that is a different color than the returned Character" } else { "" },
            if *rested { " rested" } else { "" }
        ),
        Effect::AddDon { count, rested } => {
            let it = if *count == 1 { "it" } else { "them" };
            format!(
                "add up to {count} DON!! {} from your DON!! deck and {}",
                cards(*count),
                if *rested { format!("rest {it}") } else { format!("set {it} as active") }
            )
        }
        Effect::GiveRestedDon { count, to } => {
            let to = if to.what == Targetable::LeaderOrCharacter
                && to.side == Side::You
                && to.count == 1
                && to.up_to
                && to.filter == Filter::any()
            {
                "your Leader or 1 of your Characters".to_string()
            } else if to.what == Targetable::This {
                this(ctx).to_string()
            } else if let Some(t) = crate::grammar::render_selector(to, LANG) {
                t
            } else if to.what == Targetable::Leader && to.count == 1 && !to.up_to {
                format!("your {}Leader", prefix(&to.filter))
            } else {
                let what = match to.what {
                    Targetable::LeaderOrCharacter => "Leader or Character cards",
                    Targetable::Leader => "Leader",
                    Targetable::Stage => "Stages",
                    _ => "Characters",
                };
                format!("{} of your {}{what}{}", to.count, prefix(&to.filter), suffix(&to.filter))
            };
            format!("give up to {count} rested DON!! {} to {to}", cards(*count))
        }
        Effect::Restrict { side, what, duration: d } => format!(
            "{} cannot {}{}",
            if *side == Side::Opponent { "your opponent" } else { "you" },
            match what {
                PlayerRestriction::ActivateBlocker => "activate [Blocker]".to_string(),
                PlayerRestriction::PlayCharacters => "play Character cards".to_string(),
                PlayerRestriction::PlayEvents => "play Event cards".to_string(),
                PlayerRestriction::LifeToHandByEffect if *side == Side::Opponent => {
                    "add Life cards to their hand using their own effects".to_string()
                }
                PlayerRestriction::LifeToHandByEffect => "add Life cards to your hand using your own effects".to_string(),
                PlayerRestriction::ActivateBlockerCostAtMost(n) => format!("activate the [Blocker] of any Character with a cost of {n} or less"),
                PlayerRestriction::ActivateBlockerPowerAtMost(p) => format!("activate a [Blocker] Character that has {p} or less power"),
                PlayerRestriction::ActivateBlockerPowerAtLeast(p) => format!("activate a [Blocker] Character that has {p} or more power"),
                // written by its row of `grammar/clauses.rs`, asked first
                PlayerRestriction::OnPlayNegated => "activate [On Play] effects".to_string(),
            },
            duration(*d)
        ),
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: up_to, up_to: true, filter, to: Dest::Life { face_up } } => format!(
            "add up to {up_to} {} from your hand to the top of your Life cards{}",
            hand_filter(*up_to, filter),
            if *face_up { " face-up" } else { "" }
        ),
        Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: up_to, up_to: true, filter, to: Dest::Hand } => {
            format!("add up to {up_to} {} from your trash to your hand", hand_filter(*up_to, filter))
        }
        Effect::AtEndOfTurn(e) => format!("{} at the end of this turn", clause(ctx, e)),
        Effect::ReturnDon { side, count } => match side {
            Side::Opponent => format!("your opponent returns {count} DON!! {} from their field to their DON!! deck", cards(*count)),
            _ => format!("return {count} DON!! {} from your field to your DON!! deck", cards(*count)),
        },
        // described by the one grammar (crate::grammar), which is asked first
        Effect::RevealTop { .. } | Effect::PlayChosen { .. } | Effect::DeclareCostReveal | Effect::ThisToHand | Effect::PlayThis { .. } | Effect::ActivateOwn(_)
        | Effect::SetDon { .. } | Effect::TurnLifeFaceUp { .. } | Effect::TurnLifeFaceDown { .. } | Effect::DealDamage { .. } | Effect::Look { .. } | Effect::Arrange { .. }
        // (the table writes every combination the compiler reads; other ones are not card text)
        | Effect::MoveTop { .. } | Effect::MoveChosen { .. } | Effect::RestDonOrCharacter { .. }
        | Effect::NextPlayCost { .. } | Effect::OrderLife { .. } => String::new(),
    }
}

pub(super) fn targeted(ctx: &Ctx, sel: &Selector, act: &Act) -> String {
    let s = selector(ctx, sel);
    match act {
        Act::Ko => format!("K.O. {s}"),
        Act::Rest => format!("rest {s}"),
        Act::SetActive => format!("set {s} as active"),
        Act::ReturnToHand => format!("return {s} to the owner's hand"),
        Act::ToHandOrDeckBottom => format!("return {s} to the owner's hand or the bottom of their deck"),
        Act::ToDeckBottom => format!("place {s} at the bottom of the owner's deck"),
        Act::ToDeckTop => format!("place {s} at the top of the owner's deck"),
        Act::Trash => format!("trash {s}"),
        // "give that card −1000 power during this turn" (a loss is given, as to any card)
        Act::Power(a @ Amount::Fixed(v), d) if sel.what == Targetable::Chosen && *v < 0 => gains_or_give(sel, &s, &amount(a, "power"), d),
        Act::Power(a, d) if sel.what == Targetable::Chosen => {
            format!("{s} gains an additional {}{}", amount(a, "power"), duration(*d))
        }
        Act::Power(a, d) => gains_or_give(sel, &s, &amount(a, "power"), d),
        Act::Cost(v, d) => gains_or_give(sel, &s, &signed(*v, "cost"), d),
        Act::SetPowerZero(d) => format!("give {s} power 0{}", duration(*d)),
        Act::Grant(k, d) => format!("{s} {} {}{}", gains(sel), keyword_tag(*k), duration(*d)),
        Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh) => {
            format!("{s} will not become active in your opponent's next Refresh Phase")
        }
        Act::Prohibit(Prohibition::BeSetActive, Duration::UntilYourNextRefresh) => format!("{s} will not become active in your next Refresh Phase"),
        Act::Prohibit(p, d) => format!("{s} cannot {}{}", prohibition(*p), duration(*d)),
        Act::GiveActiveDon(n) => format!("give {s} up to {n} of your active DON!! {}", cards(*n)),
        Act::SetBasePower(n, d) => format!("{s} has a base power of {n}{}", duration(*d)),
        Act::SetBaseCost(n, d) => format!("{s} has a base cost of {n}{}", duration(*d)),
        Act::Negate(d) => format!("negate the effect of {s}{}", duration(*d)),
        Act::AttackActive(d) => format!("{s} can also attack active Characters{}", duration(*d)),
        Act::Select => format!("select {s}"),
        Act::GiveGivenDon(n) => format!("give up to {n} {}of your currently given DON!! cards to {s}", if *n == 1 { "" } else { "total " }),
        // (the table's rows write these: `grammar/clauses.rs` "base-power-of-*", "change-attack-target")
        Act::SetBasePowerOf(_, d) => format!("{s}'s base power becomes the same as another card's power{}", duration(*d)),
        Act::BecomeAttackTarget => format!("change the attack target to {s}"),
        Act::ToLifeTopOrBottom { face_up, top_only } => format!(
            "add {s} to the top {}of {} Life cards{}",
            if *top_only { "" } else { "or bottom " },
            if sel.side == Side::Opponent { "your opponent's" } else { "the owner's" },
            if *face_up { " face-up" } else { " face-down" }
        ),
    }
}

/// "gains" for one card, "gain" for up to 2 or more.
pub(super) fn gains(sel: &Selector) -> &'static str {
    if sel.count > 1 || sel.all { "gain" } else { "gains" }
}

/// Own cards "gain" a bonus; a malus, and anything on the opponent's cards, is "given".
pub(super) fn gains_or_give(sel: &Selector, s: &str, what: &str, d: &Duration) -> String {
    if sel.side == Side::Opponent || what.starts_with('\u{2212}') {
        format!("give {s} {what}{}", duration(*d))
    } else {
        format!("{s} {} {what}{}", gains(sel), duration(*d))
    }
}

/// "\[Trigger\] …"
pub fn trigger(ctx: Ctx, e: &Effect) -> String {
    format!("[Trigger] {}", effect(ctx, e))
}

/// The parts of "set up to 1 of your {X} type Characters and up to 1 of your DON!! cards as
/// active" (「自分の、特徴《X》を持つキャラ1枚までとドン‼1枚までを、アクティブにする」): the
/// Characters chosen, then the DON!! count.
pub(crate) fn set_active_with_don(v: &[Effect]) -> Option<(&Selector, u8)> {
    match v {
        [Effect::Targeted { sel, act: Act::SetActive }, Effect::SetDon { side: Side::You, count, up_to: true, rested: false }]
            if sel.side == Side::You && sel.what == Targetable::Character && sel.up_to && !sel.all =>
        {
            Some((sel, *count))
        }
        _ => None,
    }
}

/// The parts of "<card> gains [K] and +N power <duration>" (`compile::en::gains_and_power`).
pub(crate) fn gains_and_power(v: &[Effect]) -> Option<(&Selector, Keyword, i32, Duration)> {
    and_power(v, |a| match a {
        Act::Grant(k, d) => Some((*k, *d)),
        _ => None,
    })
}

/// The parts of "<card> cannot <P> and gains +N power <duration>"
/// (`compile::en::prohibition_and_power`).
pub(crate) fn prohibition_and_power(v: &[Effect]) -> Option<(&Selector, Prohibition, i32, Duration)> {
    and_power(v, |a| match a {
        Act::Prohibit(p, d) => Some((*p, *d)),
        _ => None,
    })
}

/// Two acts on one card (this card, or one Leader that is not "up to"), the second +N power, both
/// for the same duration: the parts of the first (`first`), N and the duration.
fn and_power<T>(v: &[Effect], first: impl Fn(&Act) -> Option<(T, Duration)>) -> Option<(&Selector, T, i32, Duration)> {
    match v {
        [Effect::Targeted { sel: a, act }, Effect::Targeted { sel: b, act: Act::Power(Amount::Fixed(n), d2) }]
            if a == b && (a.what == Targetable::This || (a.what == Targetable::Leader && !a.up_to)) =>
        {
            let (x, d1) = first(act)?;
            (d1 == *d2).then_some((a, x, *n, d1))
        }
        _ => None,
    }
}

/// "with a cost equal to or less than the number of DON!! cards on your field" (`Filter::cost_max_don`).
const DON_BOUND: &str = " with a cost equal to or less than the number of DON!! cards on your field";
