//! Effect bodies: 「その後、」 sentences, 「、」-chains in the continuative, clauses.

use super::*;

pub fn effect(ctx: Ctx, e: &Effect) -> String {
    match e {
        Effect::Seq(v) if v.len() >= 2 => {
            let parts: Vec<String> = v.iter().map(|p| format!("{}。", chain(&ctx, p, false))).collect();
            parts.join("その後、")
        }
        Effect::Seq(v) if v.len() == 1 => format!("{}。", chain(&ctx, &v[0], false)),
        Effect::ChooseOne { by, options: opts } => {
            let mut s = String::from(if *by != Side::Opponent { "以下から1つを選ぶ。" } else { "相手は以下から1つを選ぶ。" });
            for o in opts {
                s.push_str("\n・");
                s.push_str(&effect(ctx, o));
            }
            s
        }
        Effect::MayPay { cost, then } => format!("{}{}", costs(&ctx, cost), effect(ctx, then)),
        // 「…場合、以下から1つを選ぶ。」
        Effect::If(c, b) if matches!(**b, Effect::ChooseOne { .. }) => format!("{}場合、{}", condition(&ctx, c), effect(ctx, b)),
        // unread text, carried out by hand: written as it was printed
        Effect::ByHand(t) => t.clone(),
        other => format!("{}。", chain(&ctx, other, false)),
    }
}

/// Clauses joined by 「、」; `cont` asks for the continuative ending of the last one.
pub(super) fn chain(ctx: &Ctx, e: &Effect, cont: bool) -> String {
    match e {
        // 「そのキャラのパワーが5000以下の場合、KOする」
        Effect::If(c @ Condition::ChosenAtMost { .. }, b) if matches!(&**b, Effect::Targeted { sel, act: Act::Ko } if sel.what == Targetable::Chosen) => {
            format!("{}場合、KO{}", condition(ctx, c), if cont { "し" } else { "する" })
        }
        Effect::If(c, b) => format!("{}場合、{}", condition(ctx, c), chain(ctx, b, cont)),
        // 「…公開する。公開したカードが…場合、…」
        Effect::Seq(v)
            if matches!(v.as_slice(), [Effect::DeclareCostReveal, Effect::If(..)])
                || matches!(v.as_slice(), [first, Effect::If(Condition::ChosenIs(_), _)] if crate::compile::en::chooses_cards_that_stay(first)) =>
        {
            format!("{}。{}", chain(ctx, &v[0], false), chain(ctx, &v[1], cont))
        }
        // 「このキャラは、このバトル中、【バニッシュ】を得て、パワー+1000」 (final form only)
        Effect::Seq(v) if !cont && crate::render::en::gains_and_power(v).is_some() => match crate::render::en::gains_and_power(v) {
            Some((sel, k, n, d)) => format!("{}は、{}、{}を得て、パワー{}", selector(ctx, sel), duration(d), keyword_tag(k), signed(n)),
            None => String::new(),
        },
        // 「このキャラは、次の自分のターン開始時まで、バトルでKOされずパワー+2000」 (final form only)
        Effect::Seq(v) if !cont && crate::render::en::prohibition_and_power(v).is_some() => match crate::render::en::prohibition_and_power(v) {
            Some((sel, p, n, d)) => format!("{}は、{}、{}パワー{}", selector(ctx, sel), duration(d), crate::grammar::words::write_prohibition_continuative(p), signed(n)),
            None => String::new(),
        },
        // 「自分の、特徴《X》を持つキャラ1枚までとドン‼1枚までを、アクティブにする」
        Effect::Seq(v) if crate::render::en::set_active_with_don(v).is_some() => match crate::render::en::set_active_with_don(v) {
            Some((sel, n)) => format!(
                "自分の、{}キャラ{}枚までとドン‼{n}枚までを、{}",
                prefix(&sel.filter),
                sel.count,
                if cont { continuative("アクティブにする") } else { "アクティブにする".to_string() }
            ),
            None => String::new(),
        },
        // 「A。B。」 (the 「。」 joiner hint): each clause a sentence of its own; 「Aてもよい。B。」
        // too, as 「Aてもよい、B」 does not read
        Effect::Seq(v) if (ctx.join == "。" || (ctx.join == " and " && v.iter().rev().skip(1).any(|p| matches!(p, Effect::May(_))))) && !cont => v.iter().map(|p| chain(ctx, p, false)).collect::<Vec<_>>().join("。"),
        Effect::Seq(v) => {
            let last = v.len().saturating_sub(1);
            v.iter().enumerate().map(|(i, p)| chain(ctx, p, i < last || cont)).collect::<Vec<_>>().join("、")
        }
        other => {
            let (head, verb) = clause(ctx, other);
            match (cont, verb.is_empty()) {
                (true, true) if matches!(other, Effect::Targeted { act: Act::Power(..) | Act::Cost(..), .. }) => {
                    format!("{head}し")
                }
                (true, _) => format!("{head}{}", continuative(&verb)),
                (false, _) => format!("{head}{verb}"),
            }
        }
    }
}

/// A clause as (text before the verb, final verb form).
pub(super) fn clause(ctx: &Ctx, e: &Effect) -> (String, String) {
    // the families of the one grammar (crate::grammar), then this language's own
    if let Some(written) = crate::grammar::render_clause(e, game_core::Lang::Ja, super::this(ctx)) {
        return written;
    }
    let s = |a: String, b: &str| (a, b.to_string());
    match e {
        Effect::Nothing => s(String::new(), ""),
        Effect::ByHand(t) => s(t.clone(), ""),
        Effect::Seq(_) | Effect::If(..) => s(chain(ctx, e, false), ""),
        // a "Choose one" inside a sentence writes its block (as the English does); `chain` would
        // come back here for it
        Effect::ChooseOne { .. } => s(effect(*ctx, e), ""),
        Effect::IfDone(a, b) => s(format!("{}。そうした場合、{}", chain(ctx, a, false), chain(ctx, b, false)), ""),
        // 「…てもよい」
        Effect::May(b) => s(te_form(&chain(ctx, b, false)).map_or_else(|| format!("{}ことができる", chain(ctx, b, false)), |t| format!("{t}もよい")), ""),
        Effect::MayPay { cost, then } => s(format!("{}{}", costs(ctx, cost), chain(ctx, then, false)), ""),
        Effect::Draw { amount: a, .. } => s(
            match a {
                Amount::Fixed(n) => format!("カード{n}枚を"),
                other => format!("カード{}枚を", amount(other)),
            },
            "引く",
        ),
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count, up_to, filter, to: Dest::Trash } => {
            let src = if *filter == Filter::any() {
                "自分の手札".to_string()
            } else {
                format!("自分の手札から{}", hand_filter(filter))
            };
            s(format!("{src}{count}枚{}を", if *up_to { "まで" } else { "" }), "捨てる")
        }
        Effect::Targeted { sel, act } => targeted(ctx, sel, act),
        Effect::Search { look, filter, up_to, pick_to, rest, .. } => {
            let pick = match pick_to {
                PickTo::Hand => "公開し、手札に加える",
                PickTo::HandUnrevealed => "手札に加える",
                PickTo::Play { rested: false } => "登場させる",
                PickTo::Play { rested: true } => "レストで登場させる",
                PickTo::Trash => "トラッシュに置く",
                PickTo::Life { face_up: true } => "公開し、ライフの上に表向きで加える",
                PickTo::Life { face_up: false } => "公開し、ライフの上に加える",
            };
            // (every row of the table ends in the verb 「置く」)
            let words = words::text_of(words::RESTS, rest, LANG);
            let (rest, verb) = (words.strip_suffix("置く").unwrap_or(words), "置く");
            let pick = match pick_to {
                PickTo::Play { rested } => format!("、{}登場させる", if *rested { "レストで" } else { "" }),
                _ => pick.to_string(),
            };
            s(
                format!("自分のデッキの上から{look}枚を見て、{}{up_to}枚までを{pick}。その後、{rest}", hand_filter(filter)),
                verb,
            )
        }
        Effect::Play { from: PlayFrom::Deck, filter, up_to, .. } => {
            let don = if filter.cost_max_don { "自分の場のドン‼の枚数以下のコストを持ち、" } else { "" };
            s(format!("自分のデッキから{don}{}{up_to}枚までを、登場させ、", hand_filter(filter)), "デッキをシャッフルする")
        }
        Effect::Play { from, filter, up_to, rested } => s(
            format!(
                "自分の{}{}{}{}",
                match from {
                    PlayFrom::Hand => "手札から",
                    PlayFrom::Trash => "トラッシュから",
                    PlayFrom::DeckTop => "デッキの上から",
                    PlayFrom::HandOrTrash => "手札かトラッシュの",
                    PlayFrom::Deck => "デッキから",
                },
                // the counted bound (`Filter::cost_max_don`): 「持つ、」 before a list of alternatives;
                // 「、戻したキャラと異なる色の」 (`Filter::colour_not_chosen`)
                match (filter.cost_max_don, filter.any_of.is_empty()) {
                    (false, _) if filter.colour_not_chosen => "、戻したキャラと異なる色の",
                    (false, _) => "",
                    (true, true) => "自分の場のドン‼の枚数以下のコストを持ち、",
                    (true, false) => "自分の場のドン‼の枚数以下のコストを持つ、",
                },
                // 「「A」と「B」と「C」それぞれ1枚ずつまでを、」 (Filter::one_each)
                if filter.one_each {
                    format!("{}それぞれ1枚ずつまでを、", crate::grammar::filter::write_hand_each(filter, game_core::Lang::Ja))
                } else {
                    format!("{}{up_to}枚までを、", hand_filter(filter))
                },
                if *rested { "レストで" } else { "" }
            ),
            "登場させる",
        ),
        Effect::AddDon { count, rested } => s(
            format!("ドン‼デッキからドン‼{count}枚までを、{}", if *rested { "レストで" } else { "アクティブで" }),
            "追加する",
        ),
        Effect::GiveRestedDon { count, to } => {
            let to = if to.what == Targetable::LeaderOrCharacter
                && to.side == Side::You
                && to.count == 1
                && to.up_to
                && to.filter == Filter::any()
            {
                "自分のリーダーかキャラ1枚".to_string()
            } else if to.what == Targetable::This {
                this(ctx).to_string()
            } else if let Some(t) = crate::grammar::render_selector(to, LANG) {
                t
            } else if to.what == Targetable::Leader && to.count == 1 && !to.up_to {
                format!("自分の{}リーダー", prefix(&to.filter))
            } else {
                let what = match to.what {
                    Targetable::LeaderOrCharacter => "リーダーかキャラ",
                    Targetable::Leader => "リーダー",
                    Targetable::Stage => "ステージ",
                    _ => "キャラ",
                };
                let comma = if !to.filter.traits.is_empty() && to.what == Targetable::LeaderOrCharacter { "、" } else { "" };
                format!("自分の{}{comma}{what}{}枚", prefix(&to.filter), to.count)
            };
            s(format!("{to}にレストのドン‼{count}枚までを、"), "付与する")
        }
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: up_to, up_to: true, filter, to: Dest::Life { face_up } } => {
            let from = if *filter == Filter::any() { String::new() } else { format!("から{}", hand_filter(filter)) };
            s(format!("自分の手札{from}{up_to}枚までを、ライフの上に{}", if *face_up { "表向きで" } else { "" }), "加える")
        }
        Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: up_to, up_to: true, filter, to: Dest::Hand } => {
            // 「自分のトラッシュから「名」1枚までを」, otherwise 「自分のトラッシュの…」
            let from = if filter.kind.is_none() && filter.traits.is_empty() && matches!(filter.name, Some(NameMatch::Exact(_))) {
                "から"
            } else {
                "の"
            };
            s(format!("自分のトラッシュ{from}{}{up_to}枚までを、手札に", hand_filter(filter)), "加える")
        }
        Effect::Restrict { side, what, duration: d } => s(
            format!(
                "{}は、{}、{}",
                if *side == Side::Opponent { "相手" } else { "自分" },
                duration(*d),
                match what {
                    PlayerRestriction::ActivateBlocker => "【ブロッカー】を発動できない".to_string(),
                    PlayerRestriction::PlayCharacters => "キャラカードを登場させることができない".to_string(),
                    PlayerRestriction::PlayEvents => "イベントを発動できない".to_string(),
                    PlayerRestriction::LifeToHandByEffect if *side == Side::You => "自分の効果でライフを手札に加えられない".to_string(),
                    PlayerRestriction::LifeToHandByEffect => "自身の効果でライフを手札に加えられない".to_string(),
                    PlayerRestriction::ActivateBlockerCostAtMost(n) => format!("コスト{n}以下のキャラの【ブロッカー】を発動できない"),
                    PlayerRestriction::ActivateBlockerPowerAtMost(p) => format!("パワー{p}以下のキャラの【ブロッカー】を発動できない"),
                    PlayerRestriction::ActivateBlockerPowerAtLeast(p) => format!("パワー{p}以上のキャラの【ブロッカー】を発動できない"),
                    // written by its row of `grammar/clauses.rs`, asked first
                    PlayerRestriction::OnPlayNegated => "【登場時】効果を発動できない".to_string(),
                }
            ),
            "",
        ),
        Effect::AtEndOfTurn(e) => {
            let (head, verb) = clause(ctx, e);
            (format!("このターン終了時、{head}"), verb)
        }
        Effect::ReturnDon { side, count } => match side {
            Side::Opponent => s(format!("相手は自身の場のドン‼{count}枚をドン‼デッキに"), "戻す"),
            _ => s(format!("自分の場のドン‼{count}枚をドン‼デッキに"), "戻す"),
        },
        // described by the one grammar (crate::grammar), which is asked first
        Effect::RevealTop { .. } | Effect::PlayChosen { .. } | Effect::DeclareCostReveal | Effect::ThisToHand | Effect::PlayThis { .. } | Effect::ActivateOwn(_)
        | Effect::SetDon { .. } | Effect::TurnLifeFaceUp { .. } | Effect::TurnLifeFaceDown { .. } | Effect::DealDamage { .. } | Effect::Look { .. } | Effect::Arrange { .. }
        // (the table writes every combination the compiler reads; other ones are not card text)
        | Effect::MoveTop { .. } | Effect::MoveChosen { .. } | Effect::RestDonOrCharacter { .. }
        | Effect::NextPlayCost { .. } | Effect::OrderLife { .. } => s(String::new(), ""),
    }
}

pub(super) fn targeted(ctx: &Ctx, sel: &Selector, act: &Act) -> (String, String) {
    let t = selector(ctx, &sel.clone().with_total_power_max(None));
    // a card named without a choice takes no comma: 「このキャラをKOする」
    let wo = if matches!(sel.what, Targetable::This | Targetable::BattleOpponent) && sel.also().is_none() { "を" } else { "を、" };
    // a total is said between the cards and the verb: 「…2枚までを、パワーの合計が4000以下になるようにKOする」
    let total = sel.total_power_max().map(|n| format!("パワーの合計が{n}以下になるように")).unwrap_or_default();
    let wo = &format!("{wo}{total}");
    let s = |a: String, b: &str| (a, b.to_string());
    match act {
        Act::Ko => s(format!("{t}{wo}"), "KOする"),
        Act::Rest => s(format!("{t}{wo}"), "レストにする"),
        Act::SetActive => s(format!("{t}{wo}"), "アクティブにする"),
        Act::ReturnToHand => s(format!("{t}{wo}持ち主の手札に"), "戻す"),
        Act::ToHandOrDeckBottom => s(format!("{t}{wo}持ち主の手札かデッキの下に"), "戻す"),
        Act::ToDeckBottom => s(format!("{t}{wo}持ち主のデッキの下に"), "置く"),
        Act::ToDeckTop => s(format!("{t}{wo}持ち主のデッキの上に"), "置く"),
        Act::Trash => s(format!("{t}{wo}"), "トラッシュに置く"),
        // 「捨てたカード1枚につき、このリーダーは、このバトル中、パワー+1000」: the count first
        Act::Power(Amount::PerCount { each, per, of: Counted::Done(done) }, d) => {
            s(format!("{}、{t}は、{}、パワー{}", crate::grammar::words::write_per_done(*per, *done, game_core::Lang::Ja), duration(*d), signed(*each)), "")
        }
        Act::Power(a, d) => {
            let p = if sel.what == Targetable::This { "は" } else { "を" };
            s(format!("{t}{p}、{}、パワー{}", duration(*d), amount(a)), "")
        }
        Act::Cost(v, d) => {
            let p = if sel.what == Targetable::This { "は" } else { "を" };
            s(format!("{t}{p}、{}、コスト{}", duration(*d), signed(*v)), "")
        }
        Act::SetPowerZero(d) => s(format!("{t}を、{}、パワー0に", duration(*d)), "する"),
        Act::Grant(k, d) => s(format!("{t}は、{}、{}を", duration(*d), keyword_tag(*k)), "得る"),
        Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh) => {
            s(format!("{t}は、次の相手のリフレッシュフェイズで"), "アクティブにならない")
        }
        Act::Prohibit(Prohibition::BeSetActive, Duration::UntilYourNextRefresh) => s(format!("{t}は、次の自分のリフレッシュフェイズで"), "アクティブにならない"),
        // 「…までは、このターン中、レストにできない」
        Act::Prohibit(Prohibition::BeRested, d) => s(format!("{t}は、{}、", duration(*d)), "レストにできない"),
        Act::Prohibit(p, d) => s(format!("{t}は、{}、", duration(*d)), prohibition(*p)),
        Act::GiveActiveDon(n) => s(format!("{t}に自分のアクティブのドン‼{n}枚までを、"), "付与する"),
        Act::SetBasePower(n, d) => s(format!("{t}の元々のパワーを、{}、{n}に", duration(*d)), "する"),
        Act::SetBaseCost(n, d) => s(format!("{t}の元々のコストを、{}、{n}に", duration(*d)), "する"),
        Act::Negate(d) => s(format!("{t}を、{}、効果を無効に", duration(*d)), "する"),
        Act::AttackActive(d) => s(format!("{t}は、{}、アクティブのキャラにも", duration(*d)), "アタックできる"),
        Act::Select => s(format!("{t}を"), "選ぶ"),
        Act::GiveGivenDon(n) => s(format!("自分の付与されているドン‼{}{n}枚までを、{t}に", if *n == 1 { "" } else { "合計" }), "付与する"),
        Act::ToLifeTopOrBottom { face_up, top_only } => s(
            format!(
                "{t}を、{}のライフの上{}に{}",
                if sel.side == Side::Opponent { "相手" } else { "持ち主" },
                if *top_only { "" } else { "か下" },
                if *face_up { "表向きで" } else { "裏向きで" }
            ),
            "加える",
        ),
    }
}

/// 「【トリガー】…」
pub fn trigger(ctx: Ctx, e: &Effect) -> String {
    format!("【トリガー】{}", effect(ctx, e))
}
